/** A two-day trip to Oaxaca for the trips tests (Monday 7 and Tuesday 8 December 2026). */
import type { TripDetail, TripItem } from '@sendero/contract';
import { testSpot } from '../../test/hours-fixtures.ts';

export function tripItem(
  overrides: Partial<TripItem> & { name: string; spotId: number },
): TripItem {
  const { name, spotId, ...rest } = overrides;
  return {
    id: spotId * 10,
    day: 1,
    position: 0,
    pinned: false,
    fromTourId: null,
    spot: testSpot({ id: spotId, name, visitMinutes: 60 }),
    openByDay: [[['09:00', '18:00']], [['09:00', '18:00']]],
    ...rest,
  };
}

export function testTrip(overrides: Partial<TripDetail> = {}): TripDetail {
  return {
    id: 5,
    name: 'Oaxaca in December',
    cityId: 2,
    cityName: 'Oaxaca',
    timeZone: 'America/Mexico_City',
    startDate: '2026-12-07',
    days: 2,
    itemCount: 3,
    updatedAt: '2026-11-27T10:00:00.000Z',
    shared: false,
    events: [],
    routes: [],
    dayStarts: [
      { startTime: '09:00', startLabel: null, startPoint: null },
      { startTime: '09:00', startLabel: null, startPoint: null },
    ],
    items: [
      tripItem({ spotId: 1, name: 'Templo de Santo Domingo', day: 1, position: 0 }),
      tripItem({
        spotId: 2,
        name: 'Museo Textil',
        day: 1,
        position: 1,
        spot: testSpot({ id: 2, name: 'Museo Textil', visitMinutes: 60 }),
      }),
      tripItem({
        spotId: 3,
        name: 'Mercado Benito Juárez',
        day: null,
        position: 0,
        openByDay: [null, null],
      }),
    ],
    ...overrides,
  };
}

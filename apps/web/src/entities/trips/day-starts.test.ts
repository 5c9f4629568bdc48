import { describe, expect, it } from 'vitest';
import { testSpot } from '../../test/hours-fixtures.ts';
import { planDay } from './day-plan.ts';
import {
  dayStartAt,
  dayStartText,
  MEXICO_VIEW,
  pointText,
  roundPoint,
  startMapView,
  startPlaceChoices,
  withDayStart,
} from './day-starts.ts';
import { testTrip, tripItem } from './trip-fixtures.ts';

const hotel = {
  startTime: '08:30',
  startLabel: 'Hotel Azul',
  startPoint: { lat: 17.07, lng: -96.72 },
};

describe('day starts', () => {
  it('reads a day as saved, 09:00 from nowhere when the trip never said', () => {
    const trip = testTrip({ days: 3, dayStarts: [hotel] });
    expect(dayStartAt(trip, 1)).toEqual(hotel);
    expect(dayStartAt(trip, 3)).toEqual({ startTime: '09:00', startLabel: null, startPoint: null });
  });

  it('changes one day and sends every day, the others as they were', () => {
    const trip = testTrip({ days: 3, dayStarts: [hotel] });
    const changed = { startTime: '10:00', startLabel: 'Casa Oaxaca', startPoint: null };
    expect(withDayStart(trip, 2, changed)).toEqual([
      hotel,
      changed,
      { startTime: '09:00', startLabel: null, startPoint: null },
    ]);
  });

  it('keeps points to five decimals and says them so', () => {
    expect(roundPoint({ lat: 17.0612345, lng: -96.7251049 })).toEqual({
      lat: 17.06123,
      lng: -96.7251,
    });
    expect(pointText({ lat: 17.0612, lng: -96.7251 })).toBe('17.06120, -96.72510');
  });

  it('says where the day starts when it is known', () => {
    expect(dayStartText(hotel)).toBe('Starts at 08:30 from Hotel Azul');
    expect(dayStartText({ ...hotel, startLabel: null })).toBe(
      'Starts at 08:30 from a point on the map',
    );
    expect(dayStartText({ startTime: '09:00', startLabel: null, startPoint: null })).toBeNull();
  });

  it("offers each of the trip's places once, by name, with its coordinates", () => {
    const at = (lat: number) => ({ coordinates: { lat, lng: -96.7 } });
    const trip = testTrip({
      items: [
        tripItem({
          spotId: 2,
          name: 'Museo Textil',
          spot: testSpot({ id: 2, name: 'Museo Textil', ...at(17.1) }),
        }),
        tripItem({
          spotId: 1,
          name: 'Templo',
          spot: testSpot({ id: 1, name: 'Templo', ...at(17.2) }),
        }),
        tripItem({
          spotId: 2,
          name: 'Museo Textil',
          day: 2,
          spot: testSpot({ id: 2, name: 'Museo Textil', ...at(17.1) }),
        }),
        tripItem({
          spotId: 3,
          name: 'Árbol del Tule',
          spot: testSpot({ id: 3, name: 'Árbol del Tule', ...at(17.0) }),
        }),
      ],
    });
    expect(startPlaceChoices(trip)).toEqual([
      { spotId: 3, name: 'Árbol del Tule', point: { lat: 17.0, lng: -96.7 } },
      { spotId: 2, name: 'Museo Textil', point: { lat: 17.1, lng: -96.7 } },
      { spotId: 1, name: 'Templo', point: { lat: 17.2, lng: -96.7 } },
    ]);
  });

  it('opens the map on the point, else over the places, else on the city, else over México', () => {
    const places = [
      { spotId: 1, name: 'A', point: { lat: 17, lng: -96 } },
      { spotId: 2, name: 'B', point: { lat: 18, lng: -97 } },
    ];
    const city = { lat: 17.06, lng: -96.72 };
    expect(startMapView(hotel.startPoint, places, city)).toEqual({
      centre: hotel.startPoint,
      zoom: 16,
    });
    expect(startMapView(null, places, city)).toEqual({
      centre: { lat: 17.5, lng: -96.5 },
      zoom: 14,
    });
    expect(startMapView(null, [], city)).toEqual({ centre: city, zoom: 14 });
    expect(startMapView(null, [], null)).toEqual(MEXICO_VIEW);
  });

  it('times the travel to the first place from the start point', () => {
    // The trip's places are all at 17, -96.7: a start about 1.1 km north is a walk away.
    const trip = testTrip();
    const withoutPoint = planDay(trip, 1).schedule.stops[0]!;
    expect(withoutPoint.travelMode).toBeNull();
    expect(withoutPoint.arrive).toBe(9 * 60);
    const fromHotel = planDay(
      {
        ...trip,
        dayStarts: [
          { startTime: '09:00', startLabel: 'Hotel Azul', startPoint: { lat: 17.01, lng: -96.7 } },
        ],
      },
      1,
    ).schedule.stops[0]!;
    expect(fromHotel.travelMode).toBe('walk');
    expect(fromHotel.travelMinutes).toBeGreaterThan(10);
    expect(fromHotel.arrive).toBe(9 * 60 + fromHotel.travelMinutes);
  });
});

/**
 * A trip's days with events (issue 31): an event is fixed in time, the places' visits fit around
 * it, and the day ends when its last visit or event does.
 */
import type { TripDetail, TripEventEntry, TripItem } from '@sendero/contract';
import { describe, expect, it } from 'vitest';
import {
  eventOnItsDay,
  eventSpan,
  EVENT_MINUTES_OPEN_ENDED,
  planDay,
  withoutBusy,
} from '../src/trip-days.ts';

const entry = (day: number | null, startTime: string, endTime: string | null): TripEventEntry => ({
  id: 1,
  day,
  event: {
    id: 9,
    title: 'Guelaguetza',
    venue: 'Auditorio Guelaguetza',
    address: 'Cerro del Fortín',
    date: '2027-07-20',
    endDate: '2027-07-20',
    startTime,
    endTime,
    datesVary: true,
    link: null,
  },
});

const museum = (id: number, lat: number): TripItem =>
  ({
    id,
    day: 1,
    position: id,
    pinned: false,
    fromTourId: null,
    spot: { id, name: `Museum ${id}`, coordinates: { lat, lng: -96.72 }, visitMinutes: 60 },
    openByDay: [[['09:00', '18:00']]],
  }) as unknown as TripItem;

function trip(events: TripEventEntry[], items: TripItem[]): TripDetail {
  return {
    startDate: '2027-07-20',
    routes: [],
    days: 1,
    dayStarts: [{ startTime: '09:00', startLabel: null, startPoint: null }],
    items,
    events,
  } as unknown as TripDetail;
}

describe('events in a day', () => {
  it('take their time out of the places’ open ranges', () => {
    expect(withoutBusy([[540, 1080]], [[600, 840]])).toEqual([
      [540, 600],
      [840, 1080],
    ]);
    expect(withoutBusy([[540, 600]], [[600, 840]])).toEqual([[540, 600]]);
    expect(withoutBusy([[600, 700]], [[540, 840]])).toEqual([]);
  });

  it('last as published, or about two hours without an end, and past midnight when it ends early', () => {
    expect(eventSpan(entry(1, '10:00', '14:00'))).toEqual([600, 840]);
    expect(eventSpan(entry(1, '10:00', null))).toEqual([600, 600 + EVENT_MINUTES_OPEN_ENDED]);
    expect(eventSpan(entry(1, '22:00', '02:00'))).toEqual([1320, 1560]);
  });

  it('keep every visit out of their time, and end the day when they end', () => {
    const day = planDay(
      trip([entry(1, '10:00', '14:00')], [museum(1, 17.06), museum(2, 17.061)]),
      1,
    );
    for (const stop of day.schedule.stops) {
      expect(stop.missed).toBe(false);
      expect(stop.leave <= 600 || stop.start >= 840).toBe(true);
    }
    const late = planDay(trip([entry(1, '20:00', '23:00')], []), 1);
    expect(late.schedule.endMinutes).toBe(1380);
  });

  it('say when the trip’s dates no longer meet the event', () => {
    expect(eventOnItsDay({ startDate: '2027-07-20' }, entry(1, '10:00', null))).toBe(true);
    expect(eventOnItsDay({ startDate: '2027-07-21' }, entry(1, '10:00', null))).toBe(false);
    expect(eventOnItsDay({ startDate: '2027-07-21' }, entry(null, '10:00', null))).toBe(true);
  });
});

import type { TimedStop } from '@sendero/hours/order-day';
import { notDuringTripText, offeredDays } from './dates.ts';
import { describe, expect, it } from 'vitest';
import {
  clockText,
  dayHeading,
  dayWarning,
  orderOutcomeText,
  planDay,
  stopStateText,
  travelText,
  tripDatesText,
  visitText,
} from './day-plan.ts';
import { endOfDayTarget, movedText, stepTarget } from './moves.ts';
import { testTrip, tripItem } from './trip-fixtures.ts';

const timed = (over: Partial<TimedStop>): TimedStop => ({
  id: 1,
  arrive: 600,
  start: 600,
  leave: 660,
  travelMinutes: 0,
  travelMode: null,
  missed: false,
  lateMinutes: 0,
  unknownHours: false,
  ...over,
});

describe('a day in words', () => {
  it('names the day and the trip dates', () => {
    expect(dayHeading('2026-12-07', 1)).toBe('Day 1 · Mon 7 Dec');
    expect(dayHeading('2026-12-07', 2)).toBe('Day 2 · Tue 8 Dec');
    expect(tripDatesText('2026-12-07', 2)).toBe('Mon 7 Dec – Tue 8 Dec · 2 days');
    expect(tripDatesText('2026-12-31', 1)).toBe('Thu 31 Dec · 1 day');
  });

  it('tells arrival and leaving times and the travel before', () => {
    expect(visitText(timed({ arrive: 9 * 60 + 5, leave: 10 * 60 + 35 }))).toBe('09:05–10:35');
    expect(clockText(24 * 60 + 30)).toBe('24:30');
    expect(travelText(timed({ travelMinutes: 12.4, travelMode: 'walk' }))).toBe('12 min walk');
    expect(travelText(timed({ travelMinutes: 25, travelMode: 'drive' }))).toBe('25 min ride');
    expect(travelText(timed({}))).toBeNull();
  });

  it('says why a place misses its hours', () => {
    const museum = { day: 1, openByDay: [[['10:00', '18:00']] as [string, string][]] };
    expect(stopStateText(museum, timed({ arrive: 8 * 60 + 30, missed: true }))).toBe(
      'Closed when you arrive at 08:30',
    );
    expect(stopStateText(museum, timed({ arrive: 19 * 60, missed: true }))).toBe(
      'Closed when you arrive at 19:00',
    );
    expect(stopStateText(museum, timed({ arrive: 17 * 60 + 30, missed: true }))).toBe(
      'Closes during your visit',
    );
    expect(stopStateText({ day: 1, openByDay: [[]] }, timed({ missed: true }))).toBe(
      'Closed on this day',
    );
    expect(stopStateText({ day: 1, openByDay: [null] }, timed({ unknownHours: true }))).toBe(
      'Hours not known',
    );
    expect(stopStateText(museum, timed({ arrive: 9 * 60 + 40, start: 600 }))).toBe(
      'Opens at 10:00, you wait 20 min',
    );
    expect(stopStateText(museum, timed({}))).toBeNull();
  });

  it('times a day from its start and warns when it runs past 21:00', () => {
    const trip = testTrip();
    const day1 = planDay(trip, 1);
    expect(day1.items.map((item) => item.spot.name)).toEqual([
      'Templo de Santo Domingo',
      'Museo Textil',
    ]);
    expect(day1.schedule.stops[0]!.arrive).toBe(9 * 60);
    expect(day1.schedule.stops[0]!.leave).toBe(10 * 60);
    // The two places share coordinates: no travel, the second visit follows the first.
    expect(visitText(day1.schedule.stops[1]!)).toBe('10:00–11:00');
    expect(dayWarning(day1.schedule)).toBeNull();

    const late = testTrip({
      dayStarts: [{ startTime: '20:30', startLabel: null, startPoint: null }],
      items: [tripItem({ spotId: 1, name: 'Mezcalería', openByDay: [[['18:00', '24:00']]] })],
    });
    const lateDay = planDay(late, 1);
    expect(dayWarning(lateDay.schedule)).toBe('This day runs past 21:00');
  });

  it('says what ordering found', () => {
    const items = testTrip().items;
    const base = planDay(testTrip(), 1).schedule;
    expect(orderOutcomeText({ ...base, feasible: true, missed: [], unknownHours: [] }, items)).toBe(
      'Every place is open when you reach it.',
    );
    expect(
      orderOutcomeText({ ...base, feasible: false, missed: [20], unknownHours: [30] }, items),
    ).toBe(
      'No order fits every opening time: Museo Textil misses its hours. Mercado Benito Juárez has no known hours.',
    );
  });
});

describe('moves', () => {
  it('steps within the day and goes to the end of another', () => {
    const trip = testTrip();
    const [templo, museo, mercado] = trip.items as [never, never, never];
    expect(stepTarget(trip, templo, -1)).toBeNull();
    expect(stepTarget(trip, templo, 1)).toEqual({ day: 1, position: 1 });
    expect(stepTarget(trip, museo, 1)).toBeNull();
    expect(endOfDayTarget(trip, 2)).toEqual({ day: 2, position: 0 });
    expect(endOfDayTarget(trip, null)).toEqual({ day: null, position: 1 });
    expect(movedText(trip, 20)).toBe('Moved Museo Textil to day 1, position 2');
    expect(movedText(trip, 30)).toBe('Moved Mercado Benito Juárez to Not yet on a day, position 1');
    void mercado;
  });
});

describe('the days an event can go on', () => {
  it('are the trip’s days it is on; a new trip (no dates yet) offers all', () => {
    const run = { date: '2026-12-08', endDate: '2026-12-09' };
    expect(offeredDays(3, '2026-12-07', run)).toEqual([2, 3]);
    expect(offeredDays(2, '2026-12-10', run)).toEqual([]);
    expect(offeredDays(2, null, run)).toEqual([1, 2]);
    expect(offeredDays(2, '2026-12-07', undefined)).toEqual([1, 2]);
    expect(notDuringTripText(run)).toBe(
      'The event is on Tue 8 Dec – Wed 9 Dec 2026, not during this trip: it can wait without a day.',
    );
  });
});

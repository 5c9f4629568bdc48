/**
 * A trip's days as the page shows them (issue 31): places grouped by day in their order, each
 * day timed with `scheduleDay` (start time, visits, travel), and the timings in words. Pure
 * functions of the trip the API sent, so they are tested without a page.
 */
import type { TripItem } from '@sendero/contract';
import type { OrderedDay, TimedStop } from '@sendero/hours/order-day';
import { clockMinutes } from '@sendero/hours/local-time';
import { openOnItsDay } from '@sendero/hours/trip-days';

export { dayStartOf, dayStopOf, itemsOfDay, planDay } from '@sendero/hours/trip-days';
export type { TripDay as DayPlan } from '@sendero/hours/trip-days';
export { addDays } from '@sendero/hours/local-time';
export { dayDateText, dayHeading, tripDatesText } from './dates.ts';

/** The latest hour a comfortable day ends by; past it the day says so. */
export const LATE_DAY_MINUTES = 21 * 60;

export const DAY_PLAN_TEXT = {
  unscheduled: 'Not yet on a day',
  unknownHours: 'Hours not known',
  closesDuring: 'Closes during your visit',
  closedAllDay: 'Closed on this day',
  runsLate: 'This day runs past 21:00',
  allOpen: 'Every place is open when you reach it',
} as const;

/** Minutes after midnight → "HH:MM" (a day that runs past midnight keeps counting: "24:30"). */
export function clockText(minutes: number): string {
  const rounded = Math.round(minutes);
  const h = Math.floor(rounded / 60);
  const m = rounded % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** "10:00–11:30" */
export function visitText(stop: TimedStop): string {
  return `${clockText(stop.arrive)}–${clockText(stop.leave)}`;
}

/**
 * A place's state on its day, in words: null when it is open for the whole visit; otherwise why
 * not ("Closed when you arrive at 08:30", "Closes during your visit", "Closed on this day"), or
 * "Hours not known". Waiting for the opening is said too ("Opens at 10:00, you wait 20 min").
 */
export function stopStateText(
  item: Pick<TripItem, 'day' | 'openByDay'>,
  stop: TimedStop,
): string | null {
  const open = openOnItsDay(item);
  if (stop.unknownHours || open === null) return DAY_PLAN_TEXT.unknownHours;
  if (stop.missed) {
    const ranges = open.map(([from, to]) => [clockMinutes(from), clockMinutes(to)]);
    if (ranges.length === 0) return DAY_PLAN_TEXT.closedAllDay;
    const openOnArrival = ranges.some(([from, to]) => stop.arrive >= from! && stop.arrive < to!);
    return openOnArrival
      ? DAY_PLAN_TEXT.closesDuring
      : `Closed when you arrive at ${clockText(stop.arrive)}`;
  }
  if (stop.start > stop.arrive) {
    return `Opens at ${clockText(stop.start)}, you wait ${Math.round(stop.start - stop.arrive)} min`;
  }
  return null;
}

/** "12 min walk" / "25 min ride" from the previous place (or the day's start point). */
export function travelText(stop: TimedStop): string | null {
  if (stop.travelMode === null) return null;
  return `${Math.round(stop.travelMinutes)} min ${stop.travelMode === 'walk' ? 'walk' : 'ride'}`;
}

/** The day's own warning, when it ends after 21:00. */
export function dayWarning(schedule: OrderedDay): string | null {
  return schedule.stops.length > 0 && schedule.endMinutes > LATE_DAY_MINUTES
    ? DAY_PLAN_TEXT.runsLate
    : null;
}

/** Names joined for a sentence: "A", "A and B", "A, B and C". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** What ordering a day found: every place open, or which places still miss their hours. */
export function orderOutcomeText(result: OrderedDay, items: readonly TripItem[]): string {
  const nameOf = (id: string | number) => items.find((item) => item.id === id)?.spot.name ?? '';
  const unknown = result.unknownHours.map(nameOf);
  const unknownNote =
    unknown.length === 0
      ? ''
      : ` ${listNames(unknown)} ${unknown.length === 1 ? 'has' : 'have'} no known hours.`;
  if (result.feasible) return `${DAY_PLAN_TEXT.allOpen}.${unknownNote}`;
  const missed = result.missed.map(nameOf);
  return `No order fits every opening time: ${listNames(missed)} ${missed.length === 1 ? 'misses its' : 'miss their'} hours.${unknownNote}`;
}

/**
 * A trip's dates in words and the date a new trip suggests: apart from the day plan (and the
 * ordering it imports), so the trips list and the add-to-trip dialog stay light.
 */
import { addDays } from '@sendero/hours/local-time';
import type { EventRun } from '../../lib/add-to-trip-request.ts';

/** Tomorrow in the traveller's own calendar: the first day a new trip suggests. */
export function tomorrowDate(now = new Date()): string {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${next.getFullYear()}-${pad(next.getMonth() + 1)}-${pad(next.getDate())}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** "2026-12-07" → "Mon 7 Dec" */
export function dayDateText(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${WEEKDAYS[weekday]} ${d} ${MONTHS[m - 1]}`;
}

/** "Day 1 · Mon 7 Dec" */
export function dayHeading(startDate: string, day: number): string {
  return `Day ${day} · ${dayDateText(addDays(startDate, day - 1))}`;
}

/** "Mon 7 Dec – Tue 8 Dec · 2 days" */
export function tripDatesText(startDate: string, days: number): string {
  const first = dayDateText(startDate);
  if (days === 1) return `${first} · 1 day`;
  return `${first} – ${dayDateText(addDays(startDate, days - 1))} · ${days} days`;
}

/** An event's run: "Tue 20 Jul 2027", or "Fri 16 Jul – Sun 25 Jul 2027". */
export function eventRunText({ date, endDate }: { date: string; endDate: string }): string {
  const year = endDate.slice(0, 4);
  return endDate <= date
    ? `${dayDateText(date)} ${year}`
    : `${dayDateText(date)} – ${dayDateText(endDate)} ${year}`;
}

/**
 * The days offered: every day of the trip, or for an event only those it is on (a new trip's
 * dates are not known yet: the server refuses a day the event is not on, and says so).
 */
export function offeredDays(
  dayCount: number,
  startDate: string | null,
  dates: EventRun | undefined,
): number[] {
  const all = Array.from({ length: dayCount }, (_, i) => i + 1);
  if (!dates || startDate === null) return all;
  return all.filter((day) => {
    const date = addDays(startDate, day - 1);
    return date >= dates.date && date <= dates.endDate;
  });
}

/** "The event is on Tue 20 Jul 2027, not during this trip: it can wait without a day." */
export function notDuringTripText(dates: EventRun): string {
  return `The event is on ${eventRunText(dates)}, not during this trip: it can wait without a day.`;
}

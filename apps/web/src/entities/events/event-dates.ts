/**
 * How an event's dates and times read (decision 0014), wherever an event shows: its card and
 * saved panel on the events page, its search result, and an editor's preview of its draft.
 */
import type { EventItem } from '@sendero/contract';

/**
 * English names written out rather than asked of `Intl`: the first formatter or collator a page
 * makes loads the locale's data, about 20 ms of a phone's main thread in the middle of hydration,
 * and engines disagree on some short forms ('Sep' or 'Sept').
 */
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];

/** 'Wednesday, January 6, 2027' from '2027-01-06'. */
export function formatEventDate(date: string): string {
  // A calendar day, not an instant: read in UTC so no zone shifts it.
  const day = new Date(`${date}T00:00:00Z`);
  const month = MONTH_NAMES[day.getUTCMonth()];
  return `${WEEKDAY_NAMES[day.getUTCDay()]}, ${month} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
}

function dayMonth(date: string, withYear = false): string {
  const month = MONTH_NAMES[Number(date.slice(5, 7)) - 1]?.slice(0, 3);
  const text = `${Number(date.slice(8, 10))} ${month}`;
  return withYear ? `${text} ${date.slice(0, 4)}` : text;
}

/**
 * A card's dates (decision 0014): '28 Nov – 6 Dec', '28 – 30 Nov' within one month, and the years
 * only when the range crosses one ('1 Dec 2026 – 23 Mar 2027'). Null for a one-day event, whose
 * date is its heading's.
 */
export function formatDateRange(date: string, endDate: string): string | null {
  if (endDate <= date) return null;
  if (date.slice(0, 4) !== endDate.slice(0, 4)) {
    return `${dayMonth(date, true)} – ${dayMonth(endDate, true)}`;
  }
  if (date.slice(0, 7) === endDate.slice(0, 7)) {
    return `${Number(date.slice(8, 10))} – ${dayMonth(endDate)}`;
  }
  return `${dayMonth(date)} – ${dayMonth(endDate)}`;
}

/** Shown instead of a time for events whose dates move from year to year (issue 15). */
export const DATES_VARY_TEXT = 'Dates vary each year';

export type EventDates = Pick<EventItem, 'date' | 'endDate' | 'datesVary'>;

/** The range, or the day of a one-day event, as the saved panel starts its line. */
export function formatEventDates(dates: EventDates): string {
  return formatDateRange(dates.date, dates.endDate) ?? formatEventDate(dates.date);
}

/**
 * An event's dates on one line without its time (a search result): the range or the day, and
 * that they vary when they do. '19 – 26 Jul · Dates vary each year'.
 */
export function eventDatesLine(dates: EventDates): string {
  const when = formatEventDates(dates);
  return dates.datesVary ? `${when} · ${DATES_VARY_TEXT}` : when;
}

/** HH:MM from 'HH:MM' or 'HH:MM:SS' (the first five characters, content spec §3). */
export function formatTime(time: string | null | undefined): string {
  return time ? time.slice(0, 5) : '';
}

/** '19:00 – 23:00', or just '19:00' without an end. */
export function formatTimeRange(startTime: string, endTime: string | null): string {
  const start = formatTime(startTime);
  const end = formatTime(endTime);
  return end && end !== start ? `${start} – ${end}` : start;
}

/**
 * Annual events are stored once; they are served at their current or next occurrence, keeping
 * their month and day (29 February falls back to 28 February in common years).
 */

/** Events happen in México: "today" is the calendar date there, not on the server's clock. */
export const EVENTS_TIME_ZONE = 'America/Mexico_City';

/**
 * One formatter per time zone, made once: making one costs a hundred times what formatting a date
 * with it does (about 0.1 ms), and every search and events request asks for today.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** YYYY-MM-DD: the date in `timeZone` (México by default) at the instant `now`. */
export function todayIn(now: Date, timeZone: string = EVENTS_TIME_ZONE): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** One run of an event. */
export interface Occurrence {
  /** YYYY-MM-DD, first day. */
  start: string;
  /** YYYY-MM-DD, last day (inclusive). */
  end: string;
}

/**
 * The occurrence a visitor on `today` should see: the one under way (it started earlier and ends
 * today or later) or else the next one. A yearly event keeps the month and day of its first and
 * last day; a one-off event is returned as stored, even when it is over (callers filter).
 */
export function currentOccurrence(
  startsOn: string,
  endsOn: string,
  recursYearly: boolean,
  today: string,
): Occurrence {
  if (!recursYearly || endsOn >= today) return { start: startsOn, end: endsOn };
  const firstYear = Number(startsOn.slice(0, 4));
  const year = Number(today.slice(0, 4));
  // Last year's run may still be under way (whale season: December to March).
  for (const shift of [year - 1 - firstYear, year - firstYear, year + 1 - firstYear]) {
    const end = inYearsTime(endsOn, shift);
    if (end >= today) return { start: inYearsTime(startsOn, shift), end };
  }
  return { start: startsOn, end: endsOn }; // unreachable: next year's run is always ahead of today
}

/** The same month and day `years` later (29 February becomes 28 February in common years). */
function inYearsTime(date: string, years: number): string {
  const [first = '2000', month = '01', day = '01'] = date.split('-');
  const year = Number(first) + years;
  return `${year}-${month}-${clampDay(year, month, day)}`;
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function clampDay(year: number, month: string, day: string): string {
  if (month !== '02' || day !== '29') return day;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return leap ? '29' : '28';
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDate(date);
}

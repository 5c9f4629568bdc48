/**
 * Evaluating a spot's hours: an OpenStreetMap `opening_hours` value, parsed and evaluated by the
 * maintained `opening_hours` library (no parser of our own). Server-side only: the library is large,
 * so the browser gets the result as open ranges per day (openDays).
 *
 * The library reads a Date's local fields (getHours, getDay). We hand it "wall-clock" Dates whose
 * local fields are the place's own clock, so the answer does not depend on the server's zone. Run
 * servers in a zone without daylight saving (UTC, as containers do): in a zone with it, the hour
 * that zone skips each spring cannot be represented (decision 0031).
 */
import OpeningHours, { type optional_conf } from 'opening_hours';
import type { OpenDay } from '@sendero/contract';
import { OPEN_DAYS_AFTER, OPEN_DAYS_BEFORE } from '@sendero/contract';
import { holidayOn } from './holidays.ts';
import { addDays, clockTime, localTime, type LocalTime } from './local-time.ts';

/** The dataset's word for hours that really are not known: never shown as open. */
export const UNKNOWN_HOURS = 'unknown';

/** Where public holidays are looked up (the whole country; no state holidays are used). */
const MEXICO = { lat: 19.4326, lon: -99.1332, address: { country_code: 'mx', state: '' } };

/** Every warning the library has, including its notice that a value says nothing about holidays. */
const STRICT: optional_conf = {
  tag_key: 'opening_hours',
  mode: 0, // time ranges (not points in time)
  warnings_severity: 7, // all of them
  map_value: false,
  locale: 'en',
};

const parsed = new Map<string, OpeningHours>();

function rule(value: string): OpeningHours {
  let hours = parsed.get(value);
  if (!hours) {
    hours = new OpeningHours(value, MEXICO, STRICT);
    parsed.set(value, hours);
  }
  return hours;
}

/** A Date whose local fields read `date` at `minutes` (minutes past 1440 roll into the next day). */
export function wallClock(date: string, minutes = 0): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 0, minutes);
}

function fromWallClock(instant: Date): LocalTime {
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`,
    minutes: instant.getHours() * 60 + instant.getMinutes(),
  };
}

/** Tokens whose times come from the sun at a position: they need the server's zone to be the place's. */
const SUN_TOKENS = /\b(?:sunrise|sunset|dawn|dusk)\b/;

/**
 * `compute` kept per key, for answers that never change: emptied when it grows past `max`, since
 * editors' drafts bring values of their own.
 */
function kept<V>(max: number, compute: (key: string) => V): (key: string) => V {
  const answers = new Map<string, V>();
  return (key) => {
    if (answers.has(key)) return answers.get(key) as V;
    if (answers.size >= max) answers.clear();
    const answer = compute(key);
    answers.set(key, answer);
    return answer;
  };
}

/**
 * Why a dataset value cannot be used, or null when it can: it must parse, draw no warning from the
 * library (which insists on saying what happens on public holidays), use no sun times, and be
 * either wholly known or exactly "unknown".
 */
export function openingHoursProblem(value: string): string | null {
  return problemOf(value);
}

// Once per value: the year of evaluation below is most of the time reading the dataset takes
// (tens of milliseconds a value), and many spots share their hours.
const problemOf = kept(5000, findProblem);

function findProblem(value: string): string | null {
  if (value === UNKNOWN_HOURS) return null;
  if (SUN_TOKENS.test(value)) {
    return 'must not use sunrise, sunset, dawn or dusk: give fixed times and say "Daylight hours" in hoursNote';
  }
  let hours: OpeningHours;
  try {
    hours = new OpeningHours(value, MEXICO, STRICT);
  } catch (error) {
    return `does not parse: ${String(error).split('\n')[0]}`;
  }
  const [warning] = hours.getWarnings();
  if (warning) return `draws a warning: ${warning.split('\n')[0]}`;
  const from = new Date(2026, 0, 1);
  const to = new Date(2027, 0, 1);
  if (hours.getOpenIntervals(from, to).some(([, , unknown]) => unknown)) {
    return `is partly unknown: write "${UNKNOWN_HOURS}" for the whole value and explain in hoursNote`;
  }
  return null;
}

/** Whether `value` counts as known hours (anything but null and "unknown"). */
export function isKnownHours(value: string | null): value is string {
  return value !== null && value !== UNKNOWN_HOURS;
}

/** Whether the place is open at `local` (its own wall clock). Unknown hours are never open. */
export function isOpenAtLocal(value: string | null, local: LocalTime): boolean {
  if (!isKnownHours(value)) return false;
  const hours = rule(value);
  const at = wallClock(local.date, local.minutes);
  return hours.getState(at) && !hours.getUnknown(at);
}

/** Whether the place is open at an instant, in its zone. */
export function isOpenAt(value: string | null, timeZone: string, instant: Date): boolean {
  return isOpenAtLocal(value, localTime(instant, timeZone));
}

/** Whether the place stays open from `local` for `minutes` without a break. */
export function staysOpen(value: string | null, local: LocalTime, minutes: number): boolean {
  if (!isOpenAtLocal(value, local)) return false;
  const from = wallClock(local.date, local.minutes);
  const change = rule(value!).getNextChange(from, wallClock(local.date, local.minutes + minutes));
  return change === undefined;
}

/**
 * Ranges already worked out, by date and value: a day's ranges never change, and every answer with
 * spots asks for the same few values over the same nine days.
 */
const rangesOf = kept(5000, (key) => {
  const space = key.indexOf(' ');
  return evaluateDay(key.slice(space + 1), key.slice(0, space));
});

/** The open ranges of one local day, clipped to it ("24:00" when open through midnight). */
export function openRangesOn(value: string, date: string): Array<[string, string]> {
  return rangesOf(`${date} ${value}`);
}

function evaluateDay(value: string, date: string): Array<[string, string]> {
  const start = wallClock(date);
  const end = wallClock(date, 1440);
  return rule(value)
    .getOpenIntervals(start, end)
    .filter(([, , unknown]) => !unknown)
    .map(([from, to]) => {
      const until = fromWallClock(to);
      return [
        clockTime(fromWallClock(from).minutes),
        until.date === date ? clockTime(until.minutes) : '24:00',
      ] as [string, string];
    });
}

/**
 * The hours per local day from the day before `now` to OPEN_DAYS_AFTER days after it, in the
 * place's zone, with holidays named. Empty when the hours are not known.
 */
export function openDays(value: string | null, timeZone: string, now: Date): OpenDay[] {
  if (!isKnownHours(value)) return [];
  const first = addDays(localTime(now, timeZone).date, -OPEN_DAYS_BEFORE);
  return Array.from({ length: OPEN_DAYS_BEFORE + 1 + OPEN_DAYS_AFTER }, (_, i) => {
    const date = addDays(first, i);
    // A copy: callers own what they are given, the kept ranges stay as evaluated.
    return {
      date,
      open: openRangesOn(value, date).map(([from, to]) => [from, to] as [string, string]),
      holiday: holidayOn(date)?.name ?? null,
    };
  });
}

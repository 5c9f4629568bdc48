/**
 * Wall-clock time in a named zone, with the platform's Intl only (no zone data of our own, through
 * the contract's utcOffsetMinutes): the browser and the server agree on "now in Oaxaca" whatever
 * zone the device itself is in.
 */
import { utcOffsetMinutes } from '@sendero/contract';

export interface LocalTime {
  /** The local calendar date, YYYY-MM-DD. */
  date: string;
  /** Minutes after local midnight, 0–1439. */
  minutes: number;
}

const MINUTES_PER_DAY = 1440;
const MINUTE_MS = 60_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall clock in `timeZone` at `instant`. */
export function localTime(instant: Date | number, timeZone: string): LocalTime {
  const shifted = new Date(+instant + utcOffsetMinutes(timeZone, +instant) * MINUTE_MS);
  return {
    date: shifted.toISOString().slice(0, 10),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** The instant at which `timeZone`'s clocks show `local` (the earlier one in a repeated hour). */
export function instantOf(local: LocalTime, timeZone: string): Date {
  const [y, m, d] = local.date.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(y, m - 1, d, 0, local.minutes);
  // The zone's offset at a guess, then at the corrected instant (they differ only near a change).
  let instant = asUtc - utcOffsetMinutes(timeZone, asUtc) * MINUTE_MS;
  instant = asUtc - utcOffsetMinutes(timeZone, instant) * MINUTE_MS;
  return new Date(instant);
}

/** `date` moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00Z`) - Date.parse(`${from}T00:00Z`)) / 86_400_000);
}

/** 0 for Monday … 6 for Sunday (ISO order, as WEEKDAY_CODES). */
export function weekdayIndex(date: string): number {
  return (new Date(`${date}T00:00Z`).getUTCDay() + 6) % 7;
}

/** "HH:MM" → minutes after midnight ("24:00" is 1440). */
export function clockMinutes(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** Minutes after midnight → "HH:MM" on the clock (1500 → "01:00"). */
export function clockTime(minutes: number): string {
  const inDay = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}`;
}

export { MINUTES_PER_DAY };

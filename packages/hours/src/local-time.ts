/**
 * Wall-clock time in a named zone, with the platform's Intl only (no zone data of our own): the
 * browser and the server agree on "now in Oaxaca" whatever zone the device itself is in.
 */
export interface LocalTime {
  /** The local calendar date, YYYY-MM-DD. */
  date: string;
  /** Minutes after local midnight, 0–1439. */
  minutes: number;
}

const MINUTES_PER_DAY = 1440;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

function parts(instant: number, timeZone: string) {
  const out: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') out[part.type] = Number(part.value);
  }
  return out as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall clock in `timeZone` at `instant`. */
export function localTime(instant: Date | number, timeZone: string): LocalTime {
  const p = parts(+instant, timeZone);
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, minutes: p.hour * 60 + p.minute };
}

/** The instant at which `timeZone`'s clocks show `local` (the earlier one in a repeated hour). */
export function instantOf(local: LocalTime, timeZone: string): Date {
  const [y, m, d] = local.date.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(y, m - 1, d, 0, local.minutes);
  // The zone's offset at a guess, then at the corrected instant (they differ only near a change).
  let instant = asUtc - offsetMs(asUtc, timeZone);
  instant = asUtc - offsetMs(instant, timeZone);
  return new Date(instant);
}

function offsetMs(instant: number, timeZone: string): number {
  const p = parts(instant, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(instant / 1000) * 1000;
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

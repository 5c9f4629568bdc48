/**
 * VTIMEZONE blocks (RFC 5545 §3.6.5) read from the runtime's own time-zone database through Intl:
 * Node and browsers ship the IANA tzdata and keep it current, so México's 2022 end of daylight
 * saving (and any later change) reaches the calendar files without a table of ours to maintain.
 *
 * A block lists the transition that set the offset in force on the first day it must cover, then
 * every transition up to the last day, each as its own STANDARD or DAYLIGHT observance.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Looking back for the transition in force: weekly steps miss no real-world offset period. */
const LOOKBACK_STEP = 7 * DAY;
const EPOCH_LOCAL = '19700101T000000';

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

function clockFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = clockFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    clockFormatters.set(zone, formatter);
  }
  return formatter;
}

/** Minutes east of UTC in `zone` at `instant` (ms since the epoch): -360 for UTC−06:00. */
export function utcOffsetMinutes(zone: string, instant: number): number {
  const whole = Math.floor(instant / 1000) * 1000;
  const parts = clockFormatter(zone).formatToParts(new Date(whole));
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  const wallAsUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour') % 24,
    get('minute'),
    get('second'),
  );
  return Math.round((wallAsUtc - whole) / MINUTE);
}

function zoneName(zone: string, instant: number, style: 'short' | 'long'): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: style })
    .formatToParts(new Date(instant))
    .find((part) => part.type === 'timeZoneName');
  return parts?.value ?? '';
}

/** -360 → "-0600" (UTC-OFFSET value). */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

function localStamp(instant: number, offsetMinutes: number): string {
  const iso = new Date(instant + offsetMinutes * MINUTE).toISOString();
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}`;
}

interface Transition {
  /** The first instant (ms) on the new offset. */
  at: number;
  from: number;
  to: number;
}

/** The first instant in (before, after] whose offset differs from the one at `before`. */
function pinpoint(zone: string, before: number, after: number): Transition {
  const from = utcOffsetMinutes(zone, before);
  let low = before;
  let high = after;
  while (high - low > MINUTE) {
    const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
    if (utcOffsetMinutes(zone, middle) === from) low = middle;
    else high = middle;
  }
  return { at: high, from, to: utcOffsetMinutes(zone, high) };
}

/** The last transition at or before `instant`, or null if the offset has not changed since 1970. */
function transitionInForce(zone: string, instant: number): Transition | null {
  const offset = utcOffsetMinutes(zone, instant);
  for (let probe = instant - LOOKBACK_STEP; probe >= 0; probe -= LOOKBACK_STEP) {
    if (utcOffsetMinutes(zone, probe) !== offset) {
      return pinpoint(zone, probe, probe + LOOKBACK_STEP);
    }
  }
  return null;
}

function transitionsBetween(zone: string, from: number, to: number): Transition[] {
  const found: Transition[] = [];
  let offset = utcOffsetMinutes(zone, from);
  for (let day = from + DAY; day <= to; day += DAY) {
    const next = utcOffsetMinutes(zone, day);
    if (next !== offset) {
      found.push(pinpoint(zone, day - DAY, day));
      offset = next;
    }
  }
  return found;
}

function observance(zone: string, transition: Transition): string[] {
  const daylight = /daylight|summer/i.test(zoneName(zone, transition.at, 'long'));
  const kind = daylight ? 'DAYLIGHT' : 'STANDARD';
  const name = zoneName(zone, transition.at, 'short');
  return [
    `BEGIN:${kind}`,
    // DTSTART is the wall-clock time of the change on the clocks it changes from.
    `DTSTART:${localStamp(transition.at, transition.from)}`,
    `TZOFFSETFROM:${formatOffset(transition.from)}`,
    `TZOFFSETTO:${formatOffset(transition.to)}`,
    ...(name ? [`TZNAME:${name}`] : []),
    `END:${kind}`,
  ];
}

const blocks = new Map<string, string[]>();
/** Feeds ask for the same few zones and windows again and again; the lookback is not free. */
const MAX_CACHED_BLOCKS = 64;

/**
 * The VTIMEZONE for `zone`, valid for local times from `firstDay` to `lastDay` (YYYY-MM-DD).
 * Throws a RangeError for a zone the runtime does not know.
 */
export function vtimezoneLines(zone: string, firstDay: string, lastDay: string): string[] {
  const key = `${zone}|${firstDay}|${lastDay}`;
  const cached = blocks.get(key);
  if (cached) return cached;
  const lines = buildVtimezone(zone, firstDay, lastDay);
  if (blocks.size >= MAX_CACHED_BLOCKS) blocks.clear();
  blocks.set(key, lines);
  return lines;
}

function buildVtimezone(zone: string, firstDay: string, lastDay: string): string[] {
  // A day of margin either side: local days start up to 14 hours away from UTC midnight.
  const from = Date.parse(`${firstDay}T00:00:00Z`) - DAY;
  const to = Date.parse(`${lastDay}T00:00:00Z`) + 2 * DAY;
  const inForce = transitionInForce(zone, from);
  const offset = utcOffsetMinutes(zone, from);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  if (inForce) {
    lines.push(...observance(zone, inForce));
  } else {
    const name = zoneName(zone, from, 'short');
    lines.push(
      'BEGIN:STANDARD',
      `DTSTART:${EPOCH_LOCAL}`,
      `TZOFFSETFROM:${formatOffset(offset)}`,
      `TZOFFSETTO:${formatOffset(offset)}`,
      ...(name ? [`TZNAME:${name}`] : []),
      'END:STANDARD',
    );
  }
  for (const transition of transitionsBetween(zone, from, to)) {
    lines.push(...observance(zone, transition));
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

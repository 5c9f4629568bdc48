/**
 * A small RFC 5545 (iCalendar) writer shared by the API's subscribable feed and the web page's
 * per-event download, so both produce byte-for-byte the same VEVENTs.
 *
 * Timed events carry TZID with their city's zone (America/Cancun, America/Mazatlan…) and the file
 * carries a VTIMEZONE for each zone used, so a traveller's phone still on home time shows a 20:00
 * concert in Tulum at 20:00 Tulum time. Events whose dates vary are all-day (VALUE=DATE) ranges: a
 * date that moves has no exact time. A multi-day event with a time is that time on each of its days
 * (RRULE FREQ=DAILY): no calendar app should paint a twelve-day fiesta as one 288-hour block, nor
 * lose its 17:00 (decision 0014).
 */
import { vtimezoneLines } from './vtimezone.ts';

export interface CalendarEvent {
  /** Stable across requests and edits, so a calendar app replaces rather than duplicates. */
  uid: string;
  /** YYYY-MM-DD: the first day of the occurrence. */
  date: string;
  /** YYYY-MM-DD: the last day (inclusive); the first day when absent. */
  endDate?: string;
  /** HH:MM (24-hour). */
  startTime: string;
  /** HH:MM or null; without one the event ends when it starts (content spec §2). */
  endTime: string | null;
  /** IANA zone of the wall-clock times; without one they are floating local times. */
  timeZone?: string | null;
  /** Written as whole days (VALUE=DATE) from date to endDate, without times. */
  allDay?: boolean;
  /** The times recur on each day from date to endDate (RRULE:FREQ=DAILY with COUNT). */
  everyDay?: boolean;
  summary: string;
  location?: string | null;
  /** GEO (RFC 5545 §3.8.1.6): where it happens, for maps in calendar apps. */
  geo?: { lat: number; lng: number } | null;
  description?: string | null;
  url?: string | null;
  lastModified?: Date | null;
}

export interface CalendarOptions {
  /** When the file was produced: DTSTAMP of every event. */
  stamp: Date;
  /** X-WR-CALNAME / NAME: what a calendar app shows for a subscription. */
  name?: string;
  /** How often subscribers should poll, as an RFC 5545 duration (e.g. PT6H). */
  refreshInterval?: string;
}

export const ICAL_PRODID = '-//Sendero//Sendero events//EN';
const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** `event-<slug>-<yyyy>@sendero.travel`: one UID per yearly occurrence. */
export function eventUid(slug: string, date: string): string {
  return `event-${slug}-${date.slice(0, 4)}@sendero.travel`;
}

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

function utf8Length(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  if (code < 0x10000) return 3;
  return 4;
}

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): continuation lines start with one space.
 * Splits between code points, never inside a UTF-8 sequence.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char);
    // Continuation lines spend one octet on the leading space.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 20271231T235959Z */
export function formatUtcStamp(date: Date): string {
  return (
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

/** Local date-time: 2027-12-31 + 19:00 → 20271231T190000. */
export function formatLocalDateTime(date: string, time: string): string {
  return `${date.replaceAll('-', '')}T${time.slice(0, 5).replace(':', '')}00`;
}

/** DATE value: 2027-12-31 → 20271231. */
export function formatDate(date: string): string {
  return date.replaceAll('-', '');
}

const DAY_MS = 86_400_000;

function addOneDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** How many days `from` to `to` (inclusive) are: 1 for the same day. */
function daysInclusive(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** How many daily occurrences a timed event has: one unless it repeats over a range. */
function occurrences(event: CalendarEvent): number {
  return event.everyDay && event.endDate
    ? Math.max(1, daysInclusive(event.date, event.endDate))
    : 1;
}

/** The end: the start when there is none; the next day when it is earlier than the start. */
export function eventEnd(event: Pick<CalendarEvent, 'date' | 'startTime' | 'endTime'>): {
  date: string;
  time: string;
} {
  const start = event.startTime.slice(0, 5);
  if (!event.endTime) return { date: event.date, time: start };
  const end = event.endTime.slice(0, 5);
  return { date: end < start ? addOneDay(event.date) : event.date, time: end };
}

/**
 * DTSTART/DTEND: all-day ranges end on the day after the last (DTEND is exclusive). A daily event
 * gives its first day's times and repeats them: COUNT rather than UNTIL, which RFC 5545 §3.3.10
 * would want in UTC beside a TZID start, so it can never cut the last day short.
 */
function timeLines(event: CalendarEvent): string[] {
  if (event.allDay) {
    return [
      `DTSTART;VALUE=DATE:${formatDate(event.date)}`,
      `DTEND;VALUE=DATE:${formatDate(addOneDay(event.endDate ?? event.date))}`,
    ];
  }
  const end = eventEnd(event);
  const zone = event.timeZone ? `;TZID=${event.timeZone}` : '';
  const lines = [
    `DTSTART${zone}:${formatLocalDateTime(event.date, event.startTime)}`,
    `DTEND${zone}:${formatLocalDateTime(end.date, end.time)}`,
  ];
  const count = occurrences(event);
  if (count > 1) lines.push(`RRULE:FREQ=DAILY;COUNT=${count}`);
  return lines;
}

function eventLines(event: CalendarEvent, stamp: Date): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${formatUtcStamp(stamp)}`,
    ...timeLines(event),
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.geo) lines.push(`GEO:${event.geo.lat.toFixed(6)};${event.geo.lng.toFixed(6)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  // URL is a URI value, not TEXT: it is written as is.
  if (event.url) lines.push(`URL:${event.url.replace(/[\r\n]/g, '')}`);
  if (event.lastModified) lines.push(`LAST-MODIFIED:${formatUtcStamp(event.lastModified)}`);
  lines.push('END:VEVENT');
  return lines;
}

/** Each zone of a timed event with the first and last day it is used on (for its VTIMEZONE). */
function zonesUsed(events: readonly CalendarEvent[]): Map<string, { from: string; to: string }> {
  const zones = new Map<string, { from: string; to: string }>();
  for (const event of events) {
    if (event.allDay || !event.timeZone) continue;
    // A daily event's last occurrence ends on (or the day after) its last day.
    const lastDay = occurrences(event) > 1 ? event.endDate! : event.date;
    const last = eventEnd({ ...event, date: lastDay }).date;
    const range = zones.get(event.timeZone);
    if (!range) zones.set(event.timeZone, { from: event.date, to: last });
    else {
      if (event.date < range.from) range.from = event.date;
      if (last > range.to) range.to = last;
    }
  }
  return zones;
}

/** A whole VCALENDAR: CRLF line ends, folded lines, ending with CRLF. */
export function buildCalendar(events: readonly CalendarEvent[], options: CalendarOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICAL_PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  if (options.name) {
    lines.push(`NAME:${escapeText(options.name)}`, `X-WR-CALNAME:${escapeText(options.name)}`);
  }
  if (options.refreshInterval) {
    lines.push(
      `REFRESH-INTERVAL;VALUE=DURATION:${options.refreshInterval}`,
      `X-PUBLISHED-TTL:${options.refreshInterval}`,
    );
  }
  for (const [zone, range] of zonesUsed(events)) {
    lines.push(...vtimezoneLines(zone, range.from, range.to));
  }
  for (const event of events) lines.push(...eventLines(event, options.stamp));
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** Undoes folding and splits a calendar into its content lines (used by tests and readers). */
export function unfoldCalendar(text: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split(/\r\n/)
    .filter((line) => line !== '');
}

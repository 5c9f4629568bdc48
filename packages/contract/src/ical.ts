/**
 * A small RFC 5545 (iCalendar) writer shared by the API's subscribable feed and the web page's
 * per-event download, so both produce byte-for-byte the same VEVENTs.
 *
 * Times are written as floating local times (no TZID, no trailing Z). The dataset stores each
 * event's wall-clock time in its own city, and México spans several zones: Cancún and Tulum are on
 * America/Cancun, La Paz on America/Mazatlan, the rest on America/Mexico_City. Pinning every event to
 * TZID=America/Mexico_City would move Caribbean and Baja events by an hour; a floating time keeps
 * "19:00 on the plaza" at 19:00, which is what a traveller standing in that city needs.
 */

export interface CalendarEvent {
  /** Stable across requests and edits, so a calendar app replaces rather than duplicates. */
  uid: string;
  /** YYYY-MM-DD: the occurrence date. */
  date: string;
  /** HH:MM (24-hour). */
  startTime: string;
  /** HH:MM or null; without one the event ends when it starts (content spec §2). */
  endTime: string | null;
  summary: string;
  location?: string | null;
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

/** Floating local date-time: 20271231T1900 → 20271231T190000. */
export function formatLocalDateTime(date: string, time: string): string {
  return `${date.replaceAll('-', '')}T${time.slice(0, 5).replace(':', '')}00`;
}

function addOneDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
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

function eventLines(event: CalendarEvent, stamp: Date): string[] {
  const end = eventEnd(event);
  const lines = [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${formatUtcStamp(stamp)}`,
    `DTSTART:${formatLocalDateTime(event.date, event.startTime)}`,
    `DTEND:${formatLocalDateTime(end.date, end.time)}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  // URL is a URI value, not TEXT: it is written as is.
  if (event.url) lines.push(`URL:${event.url.replace(/[\r\n]/g, '')}`);
  if (event.lastModified) lines.push(`LAST-MODIFIED:${formatUtcStamp(event.lastModified)}`);
  lines.push('END:VEVENT');
  return lines;
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

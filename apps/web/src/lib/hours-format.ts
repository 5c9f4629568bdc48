/**
 * Opening hours and tour timing in words, as the pages show them. Pure functions of the data the
 * API sends (no clock, no zone data), so the server and the browser print the same text.
 */
import { WEEKDAY_CODES } from '@sendero/contract';
import type { OpenDay, WeekdayCode } from '@sendero/contract';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The parts of a real calendar date "YYYY-MM-DD", or null (2026-02-30 is not one). */
function dateParts(date: string): { year: number; month: number; day: number } | null {
  const match = DATE_PATTERN.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1) return null;
  if (check.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Whether `value` is a real calendar date written YYYY-MM-DD. */
export function isLocalDate(value: string): boolean {
  return dateParts(value) !== null;
}

/** Whether `value` is a 24-hour wall-clock time "HH:MM" (00:00–23:59). */
export function isClockTime(value: string): boolean {
  return TIME_PATTERN.test(value);
}

/** "HH:MM" → minutes after midnight. */
export function clockToMinutes(value: string): number {
  const [h, m] = value.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** 0 for Monday … 6 for Sunday. */
export function weekdayOf(date: string): number {
  const parts = dateParts(date);
  if (!parts) return 0;
  return (new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay() + 6) % 7;
}

/** `date` moved by `days` calendar days. */
export function shiftDate(date: string, days: number): string {
  const parts = dateParts(date);
  if (!parts) return date;
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day + days))
    .toISOString()
    .slice(0, 10);
}

/** "2026-12-08" → "Tue 8 Dec". */
export function formatDayLabel(date: string): string {
  const parts = dateParts(date);
  if (!parts) return date;
  return `${WEEKDAYS[weekdayOf(date)]} ${parts.day} ${MONTHS[parts.month - 1]}`;
}

/** "2026-10-12" → "12 Oct 2026" (en-GB, without the zone-dependent Date parsing). */
export function formatCheckedOn(date: string): string {
  const parts = dateParts(date);
  if (!parts) return date;
  return `${parts.day} ${MONTHS[parts.month - 1]} ${parts.year}`;
}

/** "24:00" is the end of the day. */
const isWholeDay = (open: OpenDay['open']) =>
  open.length === 1 && open[0]?.[0] === '00:00' && open[0]?.[1] === '24:00';

/** A day's hours: "10:00–18:00", "10:00–14:00, 16:00–19:00", "Closed", "Open 24 hours". */
export function formatDayHours(open: OpenDay['open']): string {
  if (open.length === 0) return 'Closed';
  if (isWholeDay(open)) return 'Open 24 hours';
  return open.map(([from, to]) => `${from}–${to}`).join(', ');
}

/**
 * The week shown on a spot page: 7 days from `today` (the place's local date), or from the day
 * after the window's first ("day before") day when today is not known yet or falls outside it.
 */
export function weekFrom(days: readonly OpenDay[], today: string | null): OpenDay[] {
  const start = today === null ? -1 : days.findIndex((day) => day.date === today);
  const from = start >= 0 ? start : Math.min(1, days.length);
  return days.slice(from, from + 7);
}

const WEEKDAY_WORDS: Record<WeekdayCode, string> = {
  Mo: 'Mon',
  Tu: 'Tue',
  We: 'Wed',
  Th: 'Thu',
  Fr: 'Fri',
  Sa: 'Sat',
  Su: 'Sun',
};

/** Runs of consecutive indexes in a ring of `size` (so Sa, Su, Mo is one run), in order. */
function runs(indexes: readonly number[], size: number): number[][] {
  const set = new Set(indexes);
  if (set.size === 0) return [];
  if (set.size === size) return [[...Array(size).keys()]];
  // Start right after a gap so a run that wraps around the end stays whole.
  const start = [...Array(size).keys()].find((i) => set.has(i) && !set.has((i + size - 1) % size));
  const out: number[][] = [];
  let current: number[] = [];
  for (let step = 0; step < size; step += 1) {
    const index = ((start ?? 0) + step) % size;
    if (set.has(index)) current.push(index);
    else if (current.length > 0) {
      out.push(current);
      current = [];
    }
  }
  if (current.length > 0) out.push(current);
  return out;
}

function runText(run: number[], names: readonly string[]): string {
  const first = names[run[0] ?? 0] ?? '';
  const last = names[run.at(-1) ?? 0] ?? '';
  if (run.length === 1) return first;
  if (run.length === 2) return `${first}, ${last}`;
  return `${first}–${last}`;
}

/** ["Tu","We","Th","Fr","Sa","Su"] → "Tue–Sun"; every day → "Every day"; [] → null. */
export function formatWeekdays(days: readonly WeekdayCode[]): string | null {
  const indexes = days.map((day) => WEEKDAY_CODES.indexOf(day)).filter((i) => i >= 0);
  if (indexes.length === 0) return null;
  if (new Set(indexes).size === 7) return 'Every day';
  const names = WEEKDAY_CODES.map((code) => WEEKDAY_WORDS[code]);
  return runs(indexes, 7)
    .map((run) => runText(run, names))
    .join(', ');
}

/** [11,12,1,2,3,4] → "Nov–Apr"; null or all twelve → null (all year). */
export function formatMonths(months: readonly number[] | null): string | null {
  if (months === null) return null;
  const indexes = months.filter((m) => m >= 1 && m <= 12).map((m) => m - 1);
  if (indexes.length === 0 || new Set(indexes).size === 12) return null;
  return runs(indexes, 12)
    .map((run) => runText(run, MONTHS))
    .join(', ');
}

/** "Works Tue–Sun" or "Works Tue–Sun, Nov–Apr"; null when the tour names no days. */
export function formatWorks(days: readonly WeekdayCode[], months: readonly number[] | null) {
  const weekdays = formatWeekdays(days);
  if (weekdays === null) return null;
  const season = formatMonths(months);
  return season === null ? weekdays : `${weekdays}, ${season}`;
}

/**
 * The first date from `today` (included) whose weekday is one of `days` and whose month is one of
 * `months` (any month when null); `today` itself when nothing matches within a year.
 */
export function nextWorkingDate(
  today: string,
  days: readonly WeekdayCode[],
  months: readonly number[] | null,
): string {
  const wanted = new Set(days.map((day) => WEEKDAY_CODES.indexOf(day)));
  for (let offset = 0; offset < 366; offset += 1) {
    const date = shiftDate(today, offset);
    const month = Number(date.slice(5, 7));
    if ((wanted.size === 0 || wanted.has(weekdayOf(date))) && (!months || months.includes(month))) {
      return date;
    }
  }
  return today;
}

/**
 * "Open now · closes 18:00": the state of a place at a moment, from the open ranges the API sends
 * (OpenDay[]). No evaluator and no zone data ship to the browser; this runs wherever the moment is
 * known (in the browser after hydration, so a kept page never shows an old "open now").
 */
import type { OpenDay } from '@sendero/contract';
import { clockMinutes, clockTime, daysFrom, MINUTES_PER_DAY, weekdayIndex } from './local-time.ts';
import type { LocalTime } from './local-time.ts';

export type OpenState =
  | { kind: 'unknown' }
  | { kind: 'always' }
  | { kind: 'open'; closes: LocalTime; minutesLeft: number }
  | { kind: 'closed'; opens: LocalTime | null; minutesUntil: number | null };

/** Within this many minutes the label counts down ("Closes in 25 min"). */
export const SOON_MINUTES = 60;

const WEEKDAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** The open ranges as minutes from the first day's midnight, touching ranges joined. */
function openRanges(days: readonly OpenDay[]): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  days.forEach((day, index) => {
    for (const [from, to] of day.open) {
      const start = index * MINUTES_PER_DAY + clockMinutes(from);
      const end = index * MINUTES_PER_DAY + clockMinutes(to);
      const last = ranges.at(-1);
      if (last && last[1] >= start) last[1] = Math.max(last[1], end);
      else ranges.push([start, end]);
    }
  });
  return ranges;
}

function atOffset(first: string, offset: number): LocalTime {
  const day = Math.floor(offset / MINUTES_PER_DAY);
  const date = new Date(Date.parse(`${first}T00:00Z`) + day * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return { date, minutes: offset - day * MINUTES_PER_DAY };
}

/** The state at `now` (the place's local time). Unknown outside the days given. */
export function openState(days: readonly OpenDay[], now: LocalTime): OpenState {
  const first = days[0]?.date;
  if (first === undefined) return { kind: 'unknown' };
  const dayIndex = daysFrom(first, now.date);
  if (dayIndex < 0 || dayIndex >= days.length) return { kind: 'unknown' };
  const at = dayIndex * MINUTES_PER_DAY + now.minutes;
  const windowEnd = days.length * MINUTES_PER_DAY;
  const ranges = openRanges(days);
  const current = ranges.find(([start, end]) => start <= at && at < end);
  if (current) {
    if (current[0] === 0 && current[1] === windowEnd) return { kind: 'always' };
    return { kind: 'open', closes: atOffset(first, current[1]), minutesLeft: current[1] - at };
  }
  const next = ranges.find(([start]) => start > at);
  return next
    ? { kind: 'closed', opens: atOffset(first, next[0]), minutesUntil: next[0] - at }
    : { kind: 'closed', opens: null, minutesUntil: null };
}

function dayAndTime(time: LocalTime): string {
  return `${WEEKDAY_NAMES[weekdayIndex(time.date)]} ${clockTime(time.minutes)}`;
}

/** The state in words: "Open now · closes 18:00", "Closed · opens Tue 10:00", "Closes in 25 min". */
export function describeOpenState(state: OpenState, now: LocalTime): string {
  switch (state.kind) {
    case 'unknown':
      return 'Hours not known';
    case 'always':
      return 'Open 24 hours';
    case 'open': {
      if (state.minutesLeft <= SOON_MINUTES) return `Closes in ${state.minutesLeft} min`;
      // A bar open past midnight "closes 02:00"; a close more than a day away names its day.
      const closes =
        state.minutesLeft < MINUTES_PER_DAY
          ? clockTime(state.closes.minutes)
          : dayAndTime(state.closes);
      return `Open now · closes ${closes}`;
    }
    case 'closed': {
      if (state.opens === null || state.minutesUntil === null) return 'Closed';
      if (state.minutesUntil <= SOON_MINUTES) return `Opens in ${state.minutesUntil} min`;
      const opens =
        state.opens.date === now.date ? clockTime(state.opens.minutes) : dayAndTime(state.opens);
      return `Closed · opens ${opens}`;
    }
  }
}

/** Whether the state counts as open (a place whose hours are unknown never does). */
export function isOpenState(state: OpenState): boolean {
  return state.kind === 'open' || state.kind === 'always';
}

export { instantOf, localTime, type LocalTime } from './local-time.ts';

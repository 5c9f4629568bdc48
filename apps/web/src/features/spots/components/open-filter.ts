import type { CitySpotsFilter } from '../../../entities/spots/api/get-city-spots.ts';
import { formatDayLabel, isClockTime, isLocalDate } from '../../../lib/hours-format.ts';

/** The city spot list's filter as its address gives it (`?open=now`, `?date=…&time=…`). */
export interface OpenFilterParams {
  open: string | null;
  date: string | null;
  time: string | null;
}

/** What the list is filtered to: the list's own query takes it as it is. */
export type OpenFilter = CitySpotsFilter;

export interface ParsedOpenFilter {
  filter: OpenFilter;
  /** Field errors of the "Open on" form; with any, the whole list is shown. */
  errors: { date?: string; time?: string };
}

export const OPEN_FILTER_ERRORS = {
  date: 'Enter a date as YYYY-MM-DD.',
  time: 'Enter a time as HH:MM (24-hour).',
} as const;

/** What the address asks for: "Open now" wins; a date and time only when both are valid. */
export function parseOpenFilter({ open, date, time }: OpenFilterParams): ParsedOpenFilter {
  if (open === 'now') return { filter: { kind: 'now' }, errors: {} };
  const hasDate = date !== null && date !== '';
  const hasTime = time !== null && time !== '';
  if (!hasDate && !hasTime) return { filter: { kind: 'all' }, errors: {} };
  const errors: ParsedOpenFilter['errors'] = {};
  if (!hasDate || !isLocalDate(date)) errors.date = OPEN_FILTER_ERRORS.date;
  if (!hasTime || !isClockTime(time)) errors.time = OPEN_FILTER_ERRORS.time;
  if (errors.date || errors.time) return { filter: { kind: 'all' }, errors };
  return { filter: { kind: 'at', date: date as string, time: time as string }, errors };
}

/** "Showing spots open now" / "Showing spots open on Tue 8 Dec at 17:40"; null for all. */
export function activeFilterText(filter: OpenFilter): string | null {
  switch (filter.kind) {
    case 'all':
      return null;
    case 'now':
      return 'Showing spots open now';
    case 'at':
      return `Showing spots open on ${formatDayLabel(filter.date)} at ${filter.time}`;
  }
}

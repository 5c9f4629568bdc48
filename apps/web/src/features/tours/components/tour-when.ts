import { isClockTime, isLocalDate } from '../../../lib/hours-format.ts';

export interface TourWhenParams {
  date: string | null;
  start: string | null;
}

export interface TourWhen {
  /** The day and start to plan for, when both were given and are valid. */
  when: { date: string; start: string } | null;
  errors: { date?: string; start?: string };
}

export const TOUR_WHEN_ERRORS = {
  date: 'Enter a date as YYYY-MM-DD.',
  start: 'Enter a start time as HH:MM (24-hour).',
} as const;

/** The tour page's `?date=&start=`: a plan only when both are given and valid. */
export function parseTourWhen({ date, start }: TourWhenParams): TourWhen {
  const hasDate = date !== null && date !== '';
  const hasStart = start !== null && start !== '';
  if (!hasDate && !hasStart) return { when: null, errors: {} };
  const errors: TourWhen['errors'] = {};
  if (!hasDate || !isLocalDate(date)) errors.date = TOUR_WHEN_ERRORS.date;
  if (!hasStart || !isClockTime(start)) errors.start = TOUR_WHEN_ERRORS.start;
  if (errors.date || errors.start) return { when: null, errors };
  return { when: { date: date as string, start: start as string }, errors };
}

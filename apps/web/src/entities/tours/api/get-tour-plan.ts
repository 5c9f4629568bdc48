import { parseEntityId } from '@sendero/contract';
import type { TourPlan } from '@sendero/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { STALE, warnInvalid } from '../../../lib/content-params.ts';
import { isClockTime, isLocalDate } from '../../../lib/hours-format.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';

/** A day and start time to plan a walk for (the tour's local date and "HH:MM"). */
export interface TourPlanWhen {
  date: string;
  start: string;
}

/** GET /api/tours/{id}/plan?date=…&start=…: each stop's arrival, leaving and state that day. */
export async function getTourPlan(
  id: unknown,
  when: TourPlanWhen,
  signal?: AbortSignal,
): Promise<TourPlan> {
  const tourId = parseEntityId(id);
  if (tourId === null) {
    warnInvalid('tour id', id);
    throw new Error('Invalid tour id.');
  }
  const query = new URLSearchParams({ date: when.date, start: when.start });
  return apiFetch<TourPlan>(`/api/tours/${tourId}/plan?${query.toString()}`, { signal });
}

/** Keyed by the tour, the day and the start, so plans for different days never mix. */
export function tourPlanQueryOptions(id: unknown, when: TourPlanWhen | null) {
  const tourId = parseEntityId(id);
  return queryOptions({
    queryKey: ['content', 'tour-plan', tourId, when?.date ?? null, when?.start ?? null],
    queryFn: ({ signal }) => getTourPlan(tourId, when as TourPlanWhen, signal),
    staleTime: STALE.tour,
    enabled: tourId !== null && when !== null && isLocalDate(when.date) && isClockTime(when.start),
  });
}

export function useTourPlan(
  id: unknown,
  when: TourPlanWhen | null,
  queryConfig?: QueryConfig<typeof tourPlanQueryOptions>,
) {
  return useQuery({ ...tourPlanQueryOptions(id, when), ...queryConfig });
}

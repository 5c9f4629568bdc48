import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TourSummary } from '@sendero/contract';
import { getContentList } from '../../../lib/content-list.ts';
import { listQueryString, STALE } from '../../../lib/content-params.ts';
import type { ListOptions } from '../../../lib/content-params.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';

/** GET /api/tours (cityId, limit, sort, category, page, size). */
export function getTours(options: ListOptions = {}, signal?: AbortSignal): Promise<TourSummary[]> {
  return getContentList<TourSummary>('/api/tours', options, signal);
}

export function toursQueryOptions(options: ListOptions = {}) {
  return queryOptions({
    queryKey: ['content', 'tours', listQueryString(options)],
    queryFn: ({ signal }) => getTours(options, signal),
    staleTime: STALE.tours,
  });
}

export function useTours(
  options: ListOptions = {},
  queryConfig?: QueryConfig<typeof toursQueryOptions>,
) {
  return useQuery({ ...toursQueryOptions(options), ...queryConfig });
}

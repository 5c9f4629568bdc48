import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TourSummary } from '@sendero/contract';
import { getContentList } from '../../../lib/content-list.ts';
import { listQueryString, STALE } from '../../../lib/content-params.ts';
import type { ListOptions } from '../../../lib/content-params.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';

/** GET /api/tours/popular (cityId, limit, sort). */
export function getPopularTours(
  options: ListOptions = {},
  signal?: AbortSignal,
): Promise<TourSummary[]> {
  return getContentList<TourSummary>('/api/tours/popular', options, signal);
}

export function popularToursQueryOptions(options: ListOptions = {}) {
  return queryOptions({
    queryKey: ['content', 'popular-tours', listQueryString(options)],
    queryFn: ({ signal }) => getPopularTours(options, signal),
    staleTime: STALE.tours,
  });
}

export function usePopularTours(
  options: ListOptions = {},
  queryConfig?: QueryConfig<typeof popularToursQueryOptions>,
) {
  return useQuery({ ...popularToursQueryOptions(options), ...queryConfig });
}

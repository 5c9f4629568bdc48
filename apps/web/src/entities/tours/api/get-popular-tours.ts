import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TourSummary } from '@sendero/contract';
import { currentViewer } from '../../../lib/auth/viewer.ts';
import { getContentList } from '../../../lib/content-list.ts';
import { listQueryString, STALE } from '../../../lib/content-params.ts';
import type { ListOptions } from '../../../lib/content-params.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';

/** GET /api/tours/popular (cityId, limit, sort). */
export function getPopularTours(
  options: ListOptions = {},
  signal?: AbortSignal,
  viewer = currentViewer(),
): Promise<TourSummary[]> {
  return getContentList<TourSummary>('/api/tours/popular', options, signal, viewer);
}

export function popularToursQueryOptions(options: ListOptions = {}, viewer = currentViewer()) {
  return queryOptions({
    queryKey: ['content', 'popular-tours', listQueryString(options), viewer],
    queryFn: ({ signal }) => getPopularTours(options, signal, viewer),
    staleTime: STALE.tours,
  });
}

export function usePopularTours(
  options: ListOptions = {},
  queryConfig?: QueryConfig<typeof popularToursQueryOptions>,
) {
  return useQuery({ ...popularToursQueryOptions(options), ...queryConfig });
}

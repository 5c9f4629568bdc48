import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TourSummary } from '@sendero/contract';
import { currentViewer } from '../../../lib/auth/viewer.ts';
import { getContentList } from '../../../lib/content-list.ts';
import { listQueryString, STALE } from '../../../lib/content-params.ts';
import type { ListOptions } from '../../../lib/content-params.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';

/** GET /api/tours (cityId, limit, sort, category, page, size). */
export function getTours(
  options: ListOptions = {},
  signal?: AbortSignal,
  viewer = currentViewer(),
): Promise<TourSummary[]> {
  return getContentList<TourSummary>('/api/tours', options, signal, viewer);
}

export function toursQueryOptions(options: ListOptions = {}, viewer = currentViewer()) {
  return queryOptions({
    queryKey: ['content', 'tours', listQueryString(options), viewer],
    queryFn: ({ signal }) => getTours(options, signal, viewer),
    staleTime: STALE.tours,
  });
}

export function useTours(
  options: ListOptions = {},
  queryConfig?: QueryConfig<typeof toursQueryOptions>,
) {
  return useQuery({ ...toursQueryOptions(options), ...queryConfig });
}

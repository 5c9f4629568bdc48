import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SpotSummary } from '@sendero/contract';
import { currentViewer } from '../../../lib/auth/viewer.ts';
import { getContentList } from '../../../lib/content-list.ts';
import { listQueryString, STALE } from '../../../lib/content-params.ts';
import type { ListOptions } from '../../../lib/content-params.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';

/** GET /api/spots/popular (cityId, limit, sort); also the spots of a city. */
export function getPopularSpots(
  options: ListOptions = {},
  signal?: AbortSignal,
  viewer = currentViewer(),
): Promise<SpotSummary[]> {
  return getContentList<SpotSummary>('/api/spots/popular', options, signal, viewer);
}

export function popularSpotsQueryOptions(options: ListOptions = {}, viewer = currentViewer()) {
  return queryOptions({
    queryKey: ['content', 'popular-spots', listQueryString(options), viewer],
    queryFn: ({ signal }) => getPopularSpots(options, signal, viewer),
    staleTime: STALE.spot,
  });
}

export function usePopularSpots(
  options: ListOptions = {},
  queryConfig?: QueryConfig<typeof popularSpotsQueryOptions>,
) {
  return useQuery({ ...popularSpotsQueryOptions(options), ...queryConfig });
}

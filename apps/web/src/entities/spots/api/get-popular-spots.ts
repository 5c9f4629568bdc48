import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SpotSummary } from '@sendero/contract';
import { getContentList } from '../../../lib/content-list.ts';
import { listQueryString, STALE } from '../../../lib/content-params.ts';
import type { ListOptions } from '../../../lib/content-params.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';

/** GET /api/spots/popular (cityId, limit, sort); also the spots of a city. */
export function getPopularSpots(
  options: ListOptions = {},
  signal?: AbortSignal,
): Promise<SpotSummary[]> {
  return getContentList<SpotSummary>('/api/spots/popular', options, signal);
}

export function popularSpotsQueryOptions(options: ListOptions = {}) {
  return queryOptions({
    queryKey: ['content', 'popular-spots', listQueryString(options)],
    queryFn: ({ signal }) => getPopularSpots(options, signal),
    staleTime: STALE.spot,
  });
}

export function usePopularSpots(
  options: ListOptions = {},
  queryConfig?: QueryConfig<typeof popularSpotsQueryOptions>,
) {
  return useQuery({ ...popularSpotsQueryOptions(options), ...queryConfig });
}

import { parseEntityId } from '@sendero/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SpotSummary } from '@sendero/contract';
import { currentViewer } from '../../../lib/auth/viewer.ts';
import { getCityList } from '../../../lib/content-list.ts';
import { STALE } from '../../../lib/content-params.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';

/** GET /api/cities/{id}/spots; empty without a call when the id is not a valid numeric id. */
export function getCitySpots(
  id: unknown,
  signal?: AbortSignal,
  viewer = currentViewer(),
): Promise<SpotSummary[]> {
  return getCityList<SpotSummary>(id, 'spots', signal, viewer);
}

export function citySpotsQueryOptions(id: unknown, viewer = currentViewer()) {
  const cityId = parseEntityId(id);
  return queryOptions({
    queryKey: ['content', 'city-spots', cityId, viewer],
    queryFn: ({ signal }) => getCitySpots(cityId, signal, viewer),
    staleTime: STALE.cityContent,
    enabled: cityId !== null,
  });
}

export function useCitySpots(id: unknown, queryConfig?: QueryConfig<typeof citySpotsQueryOptions>) {
  return useQuery({ ...citySpotsQueryOptions(id), ...queryConfig });
}

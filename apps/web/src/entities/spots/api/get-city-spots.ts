import { parseEntityId } from '@sendero/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SpotSummary } from '@sendero/contract';
import { getCityList } from '../../../lib/content-list.ts';
import { STALE } from '../../../lib/content-params.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';

/** GET /api/cities/{id}/spots; empty without a call when the id is not a valid numeric id. */
export function getCitySpots(id: unknown, signal?: AbortSignal): Promise<SpotSummary[]> {
  return getCityList<SpotSummary>(id, 'spots', signal);
}

export function citySpotsQueryOptions(id: unknown) {
  const cityId = parseEntityId(id);
  return queryOptions({
    queryKey: ['content', 'city-spots', cityId],
    queryFn: ({ signal }) => getCitySpots(cityId, signal),
    staleTime: STALE.cityContent,
    enabled: cityId !== null,
  });
}

export function useCitySpots(id: unknown, queryConfig?: QueryConfig<typeof citySpotsQueryOptions>) {
  return useQuery({ ...citySpotsQueryOptions(id), ...queryConfig });
}

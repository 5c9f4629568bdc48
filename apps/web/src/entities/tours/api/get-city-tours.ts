import { parseEntityId } from '@sendero/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TourSummary } from '@sendero/contract';
import { getCityList } from '../../../lib/content-list.ts';
import { STALE } from '../../../lib/content-params.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';

/** GET /api/cities/{id}/tours; empty without a call when the id is not a valid numeric id. */
export function getCityTours(id: unknown, signal?: AbortSignal): Promise<TourSummary[]> {
  return getCityList<TourSummary>(id, 'tours', signal);
}

export function cityToursQueryOptions(id: unknown) {
  const cityId = parseEntityId(id);
  return queryOptions({
    queryKey: ['content', 'city-tours', cityId],
    queryFn: ({ signal }) => getCityTours(cityId, signal),
    staleTime: STALE.cityContent,
    enabled: cityId !== null,
  });
}

export function useCityTours(id: unknown, queryConfig?: QueryConfig<typeof cityToursQueryOptions>) {
  return useQuery({ ...cityToursQueryOptions(id), ...queryConfig });
}

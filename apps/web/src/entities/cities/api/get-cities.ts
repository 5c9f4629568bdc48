import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CitySummary } from '@sendero/contract';
import { apiFetch } from '../../../lib/api-client.ts';
import { toList } from '../../../lib/content-list.ts';
import { STALE } from '../../../lib/content-params.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';

/** GET /api/cities: every city, México (id 4) included. */
export async function getCities(signal?: AbortSignal): Promise<CitySummary[]> {
  return toList<CitySummary>(await apiFetch('/api/cities', { signal }));
}

export function citiesQueryOptions() {
  return queryOptions({
    queryKey: ['content', 'cities'],
    queryFn: ({ signal }) => getCities(signal),
    staleTime: STALE.cities,
  });
}

export function useCities(queryConfig?: QueryConfig<typeof citiesQueryOptions>) {
  return useQuery({ ...citiesQueryOptions(), ...queryConfig });
}

import { parseEntityId } from '@sendero/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CityDetail } from '@sendero/contract';
import { apiFetch } from '../../../lib/api-client.ts';
import { nullWhenMissing } from '../../../lib/query-errors.ts';
import { STALE, warnInvalid } from '../../../lib/content-params.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';

/** GET /api/cities/{id}; null when there is no such item, and without a call for an invalid id. */
export async function getCity(id: unknown, signal?: AbortSignal): Promise<CityDetail | null> {
  const cityId = parseEntityId(id);
  if (cityId === null) {
    warnInvalid('city id', id);
    return null;
  }
  return nullWhenMissing(apiFetch<CityDetail>(`/api/cities/${cityId}`, { signal }));
}

export function cityQueryOptions(id: unknown) {
  const cityId = parseEntityId(id);
  return queryOptions({
    queryKey: ['content', 'city', cityId],
    queryFn: ({ signal }) => getCity(cityId, signal),
    staleTime: STALE.city,
    enabled: cityId !== null,
  });
}

export function useCity(id: unknown, queryConfig?: QueryConfig<typeof cityQueryOptions>) {
  return useQuery({ ...cityQueryOptions(id), ...queryConfig });
}

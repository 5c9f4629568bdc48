import { parseEntityId } from '@sendero/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CityInfo } from '@sendero/contract';
import { apiFetch } from '../../../lib/api-client.ts';
import { nullWhenMissing } from '../../../lib/query-errors.ts';
import { STALE, warnInvalid } from '../../../lib/content-params.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';

/** GET /api/cities/{id}/info: the Basics sections; null for an unknown city, and without a call for an invalid id. */
export async function getCityInfo(id: unknown, signal?: AbortSignal): Promise<CityInfo | null> {
  const cityId = parseEntityId(id);
  if (cityId === null) {
    warnInvalid('city id', id);
    return null;
  }
  return nullWhenMissing(apiFetch<CityInfo>(`/api/cities/${cityId}/info`, { signal }));
}

export function cityInfoQueryOptions(id: unknown) {
  const cityId = parseEntityId(id);
  return queryOptions({
    queryKey: ['content', 'city-info', cityId],
    queryFn: ({ signal }) => getCityInfo(cityId, signal),
    staleTime: STALE.cityContent,
    enabled: cityId !== null,
  });
}

export function useCityInfo(id: unknown, queryConfig?: QueryConfig<typeof cityInfoQueryOptions>) {
  return useQuery({ ...cityInfoQueryOptions(id), ...queryConfig });
}

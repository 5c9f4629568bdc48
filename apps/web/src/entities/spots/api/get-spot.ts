import { parseEntityId } from '@sendero/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SpotSummary } from '@sendero/contract';
import { apiFetch } from '../../../lib/api-client.ts';
import { nullWhenMissing } from '../../../lib/query-errors.ts';
import { STALE, warnInvalid } from '../../../lib/content-params.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';

/** GET /api/spots/{id}; null when there is no such item, and without a call for an invalid id. */
export async function getSpot(id: unknown, signal?: AbortSignal): Promise<SpotSummary | null> {
  const spotId = parseEntityId(id);
  if (spotId === null) {
    warnInvalid('spot id', id);
    return null;
  }
  return nullWhenMissing(apiFetch<SpotSummary>(`/api/spots/${spotId}`, { signal }));
}

export function spotQueryOptions(id: unknown) {
  const spotId = parseEntityId(id);
  return queryOptions({
    queryKey: ['content', 'spot', spotId],
    queryFn: ({ signal }) => getSpot(spotId, signal),
    staleTime: STALE.spot,
    enabled: spotId !== null,
  });
}

export function useSpot(id: unknown, queryConfig?: QueryConfig<typeof spotQueryOptions>) {
  return useQuery({ ...spotQueryOptions(id), ...queryConfig });
}

import { parseEntityId } from '@sendero/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SpotSummary } from '@sendero/contract';
import { apiFetch } from '../../../lib/api-client.ts';
import { currentViewer, viewerHeaders } from '../../../lib/auth/viewer.ts';
import { STALE, warnInvalid } from '../../../lib/content-params.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';

/** GET /api/spots/{id}; null without a call when the id is not a valid numeric id. */
export async function getSpot(
  id: unknown,
  signal?: AbortSignal,
  viewer = currentViewer(),
): Promise<SpotSummary | null> {
  const spotId = parseEntityId(id);
  if (spotId === null) {
    warnInvalid('spot id', id);
    return null;
  }
  return apiFetch<SpotSummary>(`/api/spots/${spotId}`, { signal, headers: viewerHeaders(viewer) });
}

export function spotQueryOptions(id: unknown, viewer = currentViewer()) {
  const spotId = parseEntityId(id);
  return queryOptions({
    queryKey: ['content', 'spot', spotId, viewer],
    queryFn: ({ signal }) => getSpot(spotId, signal, viewer),
    staleTime: STALE.spot,
    enabled: spotId !== null,
  });
}

export function useSpot(id: unknown, queryConfig?: QueryConfig<typeof spotQueryOptions>) {
  return useQuery({ ...spotQueryOptions(id), ...queryConfig });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SpotSummary } from '@sendero/contract';
import { apiFetch } from '../../lib/api-client.ts';
import { currentViewer, viewerHeaders } from '../saved/viewer.ts';
import { toList } from './list.ts';
import { parseId, STALE, warnInvalid } from './params.ts';

/** GET /api/cities/{id}/spots; empty without a call when the id is not a valid numeric id. */
export async function getCitySpots(
  id: unknown,
  signal?: AbortSignal,
  viewer = currentViewer(),
): Promise<SpotSummary[]> {
  const cityId = parseId(id);
  if (cityId === null) {
    warnInvalid('city id', id);
    return [];
  }
  return toList<SpotSummary>(
    await apiFetch(`/api/cities/${cityId}/spots`, { signal, headers: viewerHeaders(viewer) }),
  );
}

export function citySpotsQueryOptions(id: unknown, viewer = currentViewer()) {
  const cityId = parseId(id);
  return queryOptions({
    queryKey: ['content', 'city-spots', cityId, viewer],
    queryFn: ({ signal }) => getCitySpots(cityId, signal, viewer),
    staleTime: STALE.cityContent,
    enabled: cityId !== null,
  });
}

export function useCitySpots(id: unknown) {
  return useQuery(citySpotsQueryOptions(id));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TourSummary } from '@sendero/contract';
import { apiFetch } from '../../lib/api-client.ts';
import { currentViewer, viewerHeaders } from '../saved/viewer.ts';
import { toList } from './list.ts';
import { parseId, STALE, warnInvalid } from './params.ts';

/** GET /api/cities/{id}/tours; empty without a call when the id is not a valid numeric id. */
export async function getCityTours(
  id: unknown,
  signal?: AbortSignal,
  viewer = currentViewer(),
): Promise<TourSummary[]> {
  const cityId = parseId(id);
  if (cityId === null) {
    warnInvalid('city id', id);
    return [];
  }
  return toList<TourSummary>(
    await apiFetch(`/api/cities/${cityId}/tours`, { signal, headers: viewerHeaders(viewer) }),
  );
}

export function cityToursQueryOptions(id: unknown, viewer = currentViewer()) {
  const cityId = parseId(id);
  return queryOptions({
    queryKey: ['content', 'city-tours', cityId, viewer],
    queryFn: ({ signal }) => getCityTours(cityId, signal, viewer),
    staleTime: STALE.cityContent,
    enabled: cityId !== null,
  });
}

export function useCityTours(id: unknown) {
  return useQuery(cityToursQueryOptions(id));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SpotSummary } from '@sendero/contract';
import { apiFetch } from '../../lib/api-client.ts';
import { currentViewer, viewerHeaders } from '../saved/viewer.ts';
import { toList } from './list.ts';
import { hasInvalidCityId, listQueryString, STALE, warnInvalid } from './params.ts';
import type { ListOptions } from './params.ts';

/** GET /api/spots/popular (cityId, limit, sort); also the spots of a city. */
export async function getPopularSpots(
  options: ListOptions = {},
  signal?: AbortSignal,
  viewer = currentViewer(),
): Promise<SpotSummary[]> {
  if (hasInvalidCityId(options)) {
    warnInvalid('city id', options.cityId);
    return [];
  }
  return toList<SpotSummary>(
    await apiFetch(`/api/spots/popular${listQueryString(options)}`, {
      signal,
      headers: viewerHeaders(viewer),
    }),
  );
}

export function popularSpotsQueryOptions(options: ListOptions = {}, viewer = currentViewer()) {
  return queryOptions({
    queryKey: ['content', 'popular-spots', listQueryString(options), viewer],
    queryFn: ({ signal }) => getPopularSpots(options, signal, viewer),
    staleTime: STALE.spot,
  });
}

export function usePopularSpots(options: ListOptions = {}) {
  return useQuery(popularSpotsQueryOptions(options));
}

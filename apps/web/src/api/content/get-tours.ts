import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TourSummary } from '@sendero/contract';
import { apiFetch } from '../../lib/api-client.ts';
import { currentViewer, viewerHeaders } from '../saved/viewer.ts';
import { toList } from './list.ts';
import { hasInvalidCityId, listQueryString, STALE, warnInvalid } from './params.ts';
import type { ListOptions } from './params.ts';

/** GET /api/tours (cityId, limit, sort, category, page, size). */
export async function getTours(
  options: ListOptions = {},
  signal?: AbortSignal,
  viewer = currentViewer(),
): Promise<TourSummary[]> {
  if (hasInvalidCityId(options)) {
    warnInvalid('city id', options.cityId);
    return [];
  }
  return toList<TourSummary>(
    await apiFetch(`/api/tours${listQueryString(options)}`, {
      signal,
      headers: viewerHeaders(viewer),
    }),
  );
}

export function toursQueryOptions(options: ListOptions = {}, viewer = currentViewer()) {
  return queryOptions({
    queryKey: ['content', 'tours', listQueryString(options), viewer],
    queryFn: ({ signal }) => getTours(options, signal, viewer),
    staleTime: STALE.tours,
  });
}

export function useTours(options: ListOptions = {}) {
  return useQuery(toursQueryOptions(options));
}

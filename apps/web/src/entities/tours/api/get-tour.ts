import { parseEntityId } from '@sendero/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TourDetail } from '@sendero/contract';
import { apiFetch } from '../../../lib/api-client.ts';
import { currentViewer, viewerHeaders } from '../../../lib/auth/viewer.ts';
import { STALE, warnInvalid } from '../../../lib/content-params.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';

/** GET /api/tours/{id}; null without a call when the id is not a valid numeric id. */
export async function getTour(
  id: unknown,
  signal?: AbortSignal,
  viewer = currentViewer(),
): Promise<TourDetail | null> {
  const tourId = parseEntityId(id);
  if (tourId === null) {
    warnInvalid('tour id', id);
    return null;
  }
  return apiFetch<TourDetail>(`/api/tours/${tourId}`, { signal, headers: viewerHeaders(viewer) });
}

export function tourQueryOptions(id: unknown, viewer = currentViewer()) {
  const tourId = parseEntityId(id);
  return queryOptions({
    queryKey: ['content', 'tour', tourId, viewer],
    queryFn: ({ signal }) => getTour(tourId, signal, viewer),
    staleTime: STALE.tour,
    enabled: tourId !== null,
  });
}

export function useTour(id: unknown, queryConfig?: QueryConfig<typeof tourQueryOptions>) {
  return useQuery({ ...tourQueryOptions(id), ...queryConfig });
}

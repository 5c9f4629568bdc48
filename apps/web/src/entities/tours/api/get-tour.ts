import { parseEntityId } from '@sendero/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TourDetail } from '@sendero/contract';
import { apiFetch } from '../../../lib/api-client.ts';
import { nullWhenMissing } from '../../../lib/query-errors.ts';
import { STALE, warnInvalid } from '../../../lib/content-params.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';

/** GET /api/tours/{id}; null when there is no such item, and without a call for an invalid id. */
export async function getTour(id: unknown, signal?: AbortSignal): Promise<TourDetail | null> {
  const tourId = parseEntityId(id);
  if (tourId === null) {
    warnInvalid('tour id', id);
    return null;
  }
  return nullWhenMissing(apiFetch<TourDetail>(`/api/tours/${tourId}`, { signal }));
}

export function tourQueryOptions(id: unknown) {
  const tourId = parseEntityId(id);
  return queryOptions({
    queryKey: ['content', 'tour', tourId],
    queryFn: ({ signal }) => getTour(tourId, signal),
    staleTime: STALE.tour,
    enabled: tourId !== null,
  });
}

export function useTour(id: unknown, queryConfig?: QueryConfig<typeof tourQueryOptions>) {
  return useQuery({ ...tourQueryOptions(id), ...queryConfig });
}

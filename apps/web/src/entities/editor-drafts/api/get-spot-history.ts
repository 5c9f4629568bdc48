import { historyAnswer, type HistoryEntry } from '@sendero/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authFetch } from '../../../lib/api-client.ts';
import { retryUnlessClientError } from '../../../lib/query-errors.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { spotHistoryKey } from './draft-keys.ts';

/** GET /api/editor/content/spot/{id}/history (bearer): published versions, newest first. */
export async function getSpotHistory(
  spotId: number,
  signal?: AbortSignal,
): Promise<HistoryEntry[]> {
  const answer = historyAnswer.parse(
    await authFetch(`/api/editor/content/spot/${spotId}/history`, { signal }),
  );
  return answer.entries;
}

export function spotHistoryQueryOptions(spotId: number) {
  return queryOptions({
    queryKey: spotHistoryKey(spotId),
    queryFn: ({ signal }) => getSpotHistory(spotId, signal),
    staleTime: 15_000,
    retry: retryUnlessClientError,
  });
}

export function useSpotHistory(
  spotId: number,
  queryConfig?: QueryConfig<typeof spotHistoryQueryOptions>,
) {
  return useQuery({ ...spotHistoryQueryOptions(spotId), ...queryConfig });
}

import { historyAnswer, type DraftKind, type HistoryEntry } from '@sendero/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authFetch } from '../../../lib/api-client.ts';
import { retryUnlessClientError } from '../../../lib/query-errors.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { historyKey } from './draft-keys.ts';

/** GET /api/editor/content/{kind}/{id}/history (bearer): published versions, newest first. */
export async function getHistory(
  kind: DraftKind,
  entityId: number,
  signal?: AbortSignal,
): Promise<HistoryEntry[]> {
  const answer = historyAnswer.parse(
    await authFetch(`/api/editor/content/${kind}/${entityId}/history`, { signal }),
  );
  return answer.entries;
}

export function historyQueryOptions(kind: DraftKind, entityId: number) {
  return queryOptions({
    queryKey: historyKey(kind, entityId),
    queryFn: ({ signal }) => getHistory(kind, entityId, signal),
    staleTime: 15_000,
    retry: retryUnlessClientError,
  });
}

export function useHistory(
  kind: DraftKind,
  entityId: number,
  queryConfig?: QueryConfig<typeof historyQueryOptions>,
) {
  return useQuery({ ...historyQueryOptions(kind, entityId), ...queryConfig });
}

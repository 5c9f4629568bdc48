import { inboxItem, type InboxItem, type InboxKind } from '@sendero/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authFetch } from '../../../lib/api-client.ts';
import { retryUnlessClientError } from '../../../lib/query-errors.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { inboxItemKey } from './editor-keys.ts';

/** GET /api/editor/inbox/{kind}/{id} (bearer): one message, whole. */
export async function getInboxItem(
  kind: InboxKind,
  id: number,
  signal?: AbortSignal,
): Promise<InboxItem> {
  return inboxItem.parse(await authFetch(`/api/editor/inbox/${kind}/${id}`, { signal }));
}

export function inboxItemQueryOptions(kind: InboxKind, id: number) {
  return queryOptions({
    queryKey: inboxItemKey(kind, id),
    queryFn: ({ signal }) => getInboxItem(kind, id, signal),
    staleTime: 15_000,
    retry: retryUnlessClientError,
  });
}

export function useInboxItem(
  kind: InboxKind,
  id: number,
  queryConfig?: QueryConfig<typeof inboxItemQueryOptions>,
) {
  return useQuery({ ...inboxItemQueryOptions(kind, id), ...queryConfig });
}

import { inboxPage, type InboxKind, type InboxPage, type InboxStatus } from '@sendero/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { authFetch } from '../../../lib/api-client.ts';
import { retryUnlessClientError } from '../../../lib/query-errors.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { inboxKey } from './editor-keys.ts';

/** What the inbox shows: its filters (none is "all") and its page, from 0. */
export interface InboxFilter {
  status: InboxStatus | null;
  kind: InboxKind | null;
  cityId: number | null;
  page: number;
}

function inboxSearch({ status, kind, cityId, page }: InboxFilter): string {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (kind) query.set('kind', kind);
  if (cityId !== null) query.set('cityId', String(cityId));
  query.set('page', String(page));
  return query.toString();
}

/** GET /api/editor/inbox (bearer): submissions and contact messages, newest first. */
export async function getInbox(filter: InboxFilter, signal?: AbortSignal): Promise<InboxPage> {
  return inboxPage.parse(await authFetch(`/api/editor/inbox?${inboxSearch(filter)}`, { signal }));
}

export function inboxQueryOptions(filter: InboxFilter) {
  return queryOptions({
    queryKey: [...inboxKey(), filter] as const,
    queryFn: ({ signal }) => getInbox(filter, signal),
    staleTime: 15_000,
    // Another page or filter shows the list it replaces until it arrives, not "Loading".
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });
}

export function useInbox(filter: InboxFilter, queryConfig?: QueryConfig<typeof inboxQueryOptions>) {
  return useQuery({ ...inboxQueryOptions(filter), ...queryConfig });
}

import { draftList } from '@sendero/contract';
import type { z } from 'zod';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { authFetch } from '../../../lib/api-client.ts';
import { retryUnlessClientError } from '../../../lib/query-errors.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { draftListKey } from './draft-keys.ts';

export type DraftListPage = z.infer<typeof draftList>;

/** GET /api/editor/drafts?kind=spot (bearer): spots' drafts in progress, latest change first. */
export async function getDrafts(page: number, signal?: AbortSignal): Promise<DraftListPage> {
  const query = new URLSearchParams({ kind: 'spot', page: String(page) });
  return draftList.parse(await authFetch(`/api/editor/drafts?${query}`, { signal }));
}

/** `page` counts from 0, as the API's pages do. */
export function draftsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...draftListKey(), page] as const,
    queryFn: ({ signal }) => getDrafts(page, signal),
    staleTime: 15_000,
    // Another page shows the list it replaces until it arrives, not "Loading".
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });
}

export function useDrafts(page: number, queryConfig?: QueryConfig<typeof draftsQueryOptions>) {
  return useQuery({ ...draftsQueryOptions(page), ...queryConfig });
}

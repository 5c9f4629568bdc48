import { draftDetail, type DraftDetail } from '@sendero/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authFetch } from '../../../lib/api-client.ts';
import { retryUnlessClientError } from '../../../lib/query-errors.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { draftKey } from './draft-keys.ts';

/** GET /api/editor/drafts/{id} (bearer): the draft's data and what stops it being published. */
export async function getDraft(id: number, signal?: AbortSignal): Promise<DraftDetail> {
  return draftDetail.parse(await authFetch(`/api/editor/drafts/${id}`, { signal }));
}

export function draftQueryOptions(id: number) {
  return queryOptions({
    queryKey: draftKey(id),
    queryFn: ({ signal }) => getDraft(id, signal),
    // The editor's form starts from this copy: it is replaced by this browser's own saves, never
    // by a read in the background while the editor types.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: retryUnlessClientError,
  });
}

export function useDraftDetail(id: number, queryConfig?: QueryConfig<typeof draftQueryOptions>) {
  return useQuery({ ...draftQueryOptions(id), ...queryConfig });
}

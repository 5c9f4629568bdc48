import { draftPreviewAnswer, type DraftPreviewAnswer } from '@sendero/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authFetch } from '../../../lib/api-client.ts';
import { retryUnlessClientError } from '../../../lib/query-errors.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { draftPreviewKey } from './draft-keys.ts';

/**
 * GET /api/editor/drafts/{id}/preview (bearer): the spot or tour exactly as travellers would get
 * it once published; 400 naming a field while the draft is incomplete.
 */
export async function getDraftPreview(
  id: number,
  signal?: AbortSignal,
): Promise<DraftPreviewAnswer> {
  return draftPreviewAnswer.parse(await authFetch(`/api/editor/drafts/${id}/preview`, { signal }));
}

/** `version` is the draft's `updatedAt`: each saved version has its own preview. */
export function draftPreviewQueryOptions(id: number, version: string) {
  return queryOptions({
    queryKey: [...draftPreviewKey(id), version] as const,
    queryFn: ({ signal }) => getDraftPreview(id, signal),
    staleTime: Infinity,
    retry: retryUnlessClientError,
  });
}

export function useDraftPreview(
  id: number,
  version: string,
  queryConfig?: QueryConfig<typeof draftPreviewQueryOptions>,
) {
  return useQuery({ ...draftPreviewQueryOptions(id, version), ...queryConfig });
}

import { mediaList, type DraftKind, type MediaFile } from '@sendero/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authFetch } from '../../../lib/api-client.ts';
import { retryUnlessClientError } from '../../../lib/query-errors.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { mediaKey } from './draft-keys.ts';

/**
 * GET /api/editor/media?kind= (bearer): the pictures shipped with the dataset for a kind, then those
 * editors uploaded for it.
 */
export async function getMedia(kind: DraftKind, signal?: AbortSignal): Promise<MediaFile[]> {
  const query = new URLSearchParams({ kind });
  return mediaList.parse(await authFetch(`/api/editor/media?${query}`, { signal })).files;
}

export function mediaQueryOptions(kind: DraftKind) {
  return queryOptions({
    queryKey: mediaKey(kind),
    queryFn: ({ signal }) => getMedia(kind, signal),
    // The artwork changes only with a deploy, and this browser's uploads are added as they are
    // made (upload-media.ts); other editors' show after a reload.
    staleTime: Infinity,
    retry: retryUnlessClientError,
  });
}

export function useMedia(kind: DraftKind, queryConfig?: QueryConfig<typeof mediaQueryOptions>) {
  return useQuery({ ...mediaQueryOptions(kind), ...queryConfig });
}

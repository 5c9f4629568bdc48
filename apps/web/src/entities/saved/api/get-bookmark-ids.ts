import { type SavedType, savedTypePath } from '@sendero/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authFetch } from '../../../lib/api-client.ts';
import { failWith, SAVED_STALE } from './saved-page.ts';
import { ANONYMOUS, currentViewer } from '../../../lib/auth/viewer.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';

/** GET /api/bookmarks/{tours|spots}/ids: every id the user bookmarked, in one call. */
export async function getBookmarkIds(type: SavedType, signal?: AbortSignal): Promise<number[]> {
  try {
    const body = await authFetch<unknown>(`/api/bookmarks/${savedTypePath(type)}/ids`, { signal });
    return Array.isArray(body) ? body.filter((id): id is number => typeof id === 'number') : [];
  } catch (error) {
    return failWith('Failed to fetch bookmarked IDs', error);
  }
}

export function bookmarkIdsKey(type: SavedType, viewer: string = currentViewer()) {
  return ['bookmarks', 'ids', type, viewer] as const;
}

export function bookmarkIdsQueryOptions(type: SavedType, viewer: string = currentViewer()) {
  return queryOptions({
    queryKey: bookmarkIdsKey(type, viewer),
    queryFn: ({ signal }) => getBookmarkIds(type, signal),
    staleTime: SAVED_STALE.page,
    enabled: viewer !== ANONYMOUS,
  });
}

/** Cards whose data came without a `bookmarked` flag share this one call. */
export function useBookmarkIds(
  type: SavedType,
  enabled = true,
  queryConfig?: QueryConfig<typeof bookmarkIdsQueryOptions>,
) {
  const options = bookmarkIdsQueryOptions(type);
  return useQuery({ ...options, ...queryConfig, enabled: enabled && options.enabled });
}

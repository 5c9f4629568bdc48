import { type SavedPage, type SavedType, savedTypePath } from '@sendero/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { authFetch } from '../../../lib/api-client.ts';
import { failWith, SAVED_STALE, SESSION_PAGE_SIZE, toSavedPage } from './saved-page.ts';
import { currentViewer } from '../../../lib/auth/viewer.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';

/** GET /api/bookmarks/{tours|spots}?page=&size= with the bearer token. */
export async function getBookmarks(
  type: SavedType,
  page = 0,
  size = SESSION_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<SavedPage> {
  const query = new URLSearchParams({ page: String(page), size: String(size) });
  try {
    const body = await authFetch(`/api/bookmarks/${savedTypePath(type)}?${query.toString()}`, {
      signal,
    });
    return toSavedPage(body, page, size);
  } catch (error) {
    return failWith('Failed to fetch bookmarks', error);
  }
}

export function bookmarksKey(type: SavedType, viewer: string = currentViewer()) {
  return ['bookmarks', 'list', type, viewer] as const;
}

/** The session's bookmark list of one type, page by page ("Load more"). */
export function bookmarksQueryOptions(type: SavedType, viewer: string = currentViewer()) {
  return infiniteQueryOptions({
    queryKey: bookmarksKey(type, viewer),
    queryFn: ({ pageParam, signal }) => getBookmarks(type, pageParam, SESSION_PAGE_SIZE, signal),
    initialPageParam: 0,
    getNextPageParam: (last: SavedPage) =>
      last.page + 1 < last.totalPages ? last.page + 1 : undefined,
    staleTime: SAVED_STALE.session,
  });
}

export function useBookmarks(
  type: SavedType,
  queryConfig?: QueryConfig<typeof bookmarksQueryOptions>,
) {
  return useInfiniteQuery({ ...bookmarksQueryOptions(type), ...queryConfig });
}

import { type SavedPage, type SavedType, savedTypePath } from '@sendero/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { authFetch } from '../../../lib/api-client.ts';
import { currentViewer } from '../../../lib/auth/viewer.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { failWith, SAVED_STALE, SESSION_PAGE_SIZE, toSavedPage } from './saved-page.ts';
import { SAVED_LISTS, type SavedListKind } from './saved-lists.ts';

/** GET /api/{bookmarks|favorites}/{tours|spots}?page=&size= with the bearer token. */
export async function getSavedList(
  kind: SavedListKind,
  type: SavedType,
  page = 0,
  size = SESSION_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<SavedPage> {
  const query = new URLSearchParams({ page: String(page), size: String(size) });
  try {
    const body = await authFetch(`/api/${kind}/${savedTypePath(type)}?${query.toString()}`, {
      signal,
    });
    return toSavedPage(body, page, size);
  } catch (error) {
    return failWith(SAVED_LISTS[kind].listFailure(type), error);
  }
}

export function savedListKey(kind: SavedListKind, type: SavedType, viewer = currentViewer()) {
  return [kind, 'list', type, viewer] as const;
}

/** The session's list of one kind and type, 12 per page ("Load more", content spec §9). */
export function savedListQueryOptions(
  kind: SavedListKind,
  type: SavedType,
  viewer: string = currentViewer(),
) {
  return infiniteQueryOptions({
    queryKey: savedListKey(kind, type, viewer),
    queryFn: ({ pageParam, signal }) =>
      getSavedList(kind, type, pageParam, SESSION_PAGE_SIZE, signal),
    initialPageParam: 0,
    getNextPageParam: (last: SavedPage) =>
      last.page + 1 < last.totalPages ? last.page + 1 : undefined,
    staleTime: SAVED_STALE.session,
  });
}

export function useSavedList(
  kind: SavedListKind,
  type: SavedType,
  queryConfig?: QueryConfig<typeof savedListQueryOptions>,
) {
  return useInfiniteQuery({ ...savedListQueryOptions(kind, type), ...queryConfig });
}

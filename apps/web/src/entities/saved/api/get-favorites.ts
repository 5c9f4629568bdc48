import { type SavedPage, type SavedType, savedTypePath } from '@sendero/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { authFetch } from '../../../lib/api-client.ts';
import { failWith, SAVED_STALE, SESSION_PAGE_SIZE, toSavedPage } from './saved-page.ts';
import { currentViewer } from '../../../lib/auth/viewer.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';

/** The API's default page size (content spec §7); the session asks for 12. */
export const DEFAULT_FAVORITES_SIZE = 10;

/** GET /api/favorites/{tours|spots}?page=&size= with the bearer token. */
export async function getFavorites(
  type: SavedType,
  page = 0,
  size = DEFAULT_FAVORITES_SIZE,
  signal?: AbortSignal,
): Promise<SavedPage> {
  const query = new URLSearchParams({ page: String(page), size: String(size) });
  try {
    const body = await authFetch(`/api/favorites/${savedTypePath(type)}?${query.toString()}`, {
      signal,
    });
    return toSavedPage(body, page, size);
  } catch (error) {
    return failWith(
      type === 'tour' ? 'Failed to fetch favorite tours' : 'Failed to fetch favorite spots',
      error,
    );
  }
}

export function favoritesKey(type: SavedType, viewer: string = currentViewer()) {
  return ['favorites', 'list', type, viewer] as const;
}

/** The session's favourites of one type, 12 per page ("Load more"). */
export function favoritesQueryOptions(type: SavedType, viewer: string = currentViewer()) {
  return infiniteQueryOptions({
    queryKey: favoritesKey(type, viewer),
    queryFn: ({ pageParam, signal }) => getFavorites(type, pageParam, SESSION_PAGE_SIZE, signal),
    initialPageParam: 0,
    getNextPageParam: (last: SavedPage) =>
      last.page + 1 < last.totalPages ? last.page + 1 : undefined,
    staleTime: SAVED_STALE.session,
  });
}

export function useFavorites(
  type: SavedType,
  queryConfig?: QueryConfig<typeof favoritesQueryOptions>,
) {
  return useInfiniteQuery({ ...favoritesQueryOptions(type), ...queryConfig });
}

import { type SavedType } from '@sendero/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authFetch } from '../../../lib/api-client.ts';
import { failWith, SAVED_STALE } from './saved-page.ts';
import { ANONYMOUS, currentViewer } from '../../../lib/auth/viewer.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';

/** GET /api/favorites/exists?type=&targetId=: whether the user favourited the item. */
export async function getFavoriteExists(
  type: SavedType,
  targetId: number,
  signal?: AbortSignal,
): Promise<boolean> {
  const query = new URLSearchParams({ type, targetId: String(targetId) });
  try {
    const body = await authFetch<{ favorited?: unknown }>(
      `/api/favorites/exists?${query.toString()}`,
      { signal },
    );
    return body?.favorited === true;
  } catch (error) {
    return failWith('Failed to check favorite status', error);
  }
}

export function favoriteExistsKey(
  type: SavedType,
  targetId: number,
  viewer: string = currentViewer(),
) {
  return ['favorites', 'exists', type, targetId, viewer] as const;
}

export function favoriteExistsQueryOptions(
  type: SavedType,
  targetId: number,
  viewer: string = currentViewer(),
) {
  return queryOptions({
    queryKey: favoriteExistsKey(type, targetId, viewer),
    queryFn: ({ signal }) => getFavoriteExists(type, targetId, signal),
    staleTime: SAVED_STALE.page,
    // As the bookmark check: a failure falls back to the item's own flag at once, not retried.
    retry: false,
    enabled: viewer !== ANONYMOUS,
  });
}

/** As useBookmarkExists: `check` false sends nothing but still reads a cached answer. */
export function useFavoriteExists(
  type: SavedType,
  targetId: number,
  check = true,
  queryConfig?: QueryConfig<typeof favoriteExistsQueryOptions>,
) {
  const options = favoriteExistsQueryOptions(type, targetId);
  return useQuery({ ...options, ...queryConfig, enabled: check && options.enabled });
}

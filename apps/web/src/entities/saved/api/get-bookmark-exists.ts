import { type SavedType } from '@sendero/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authFetch } from '../../../lib/api-client.ts';
import { failWith, SAVED_STALE } from './saved-page.ts';
import { ANONYMOUS, currentViewer } from '../../../lib/auth/viewer.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';

/** GET /api/bookmarks/exists?targetId=&targetType=: whether the user bookmarked the item. */
export async function getBookmarkExists(
  type: SavedType,
  targetId: number,
  signal?: AbortSignal,
): Promise<boolean> {
  const query = new URLSearchParams({ targetId: String(targetId), targetType: type });
  try {
    const body = await authFetch<{ bookmarked?: unknown }>(
      `/api/bookmarks/exists?${query.toString()}`,
      { signal },
    );
    return body?.bookmarked === true;
  } catch (error) {
    return failWith('Failed to check bookmark status', error);
  }
}

export function bookmarkExistsKey(
  type: SavedType,
  targetId: number,
  viewer: string = currentViewer(),
) {
  return ['bookmarks', 'exists', type, targetId, viewer] as const;
}

export function bookmarkExistsQueryOptions(
  type: SavedType,
  targetId: number,
  viewer: string = currentViewer(),
) {
  return queryOptions({
    queryKey: bookmarkExistsKey(type, targetId, viewer),
    queryFn: ({ signal }) => getBookmarkExists(type, targetId, signal),
    staleTime: SAVED_STALE.page,
    // The exception to the client's retry policy: a failed check falls back to the item's own
    // flag at once, where a second try would keep the button waiting for a guess it already has.
    retry: false,
    enabled: viewer !== ANONYMOUS,
  });
}

/**
 * The server's answer for one item. With `check` false nothing is sent, but an answer already
 * cached (for instance by a toggle elsewhere) is still returned.
 */
export function useBookmarkExists(
  type: SavedType,
  targetId: number,
  check = true,
  queryConfig?: QueryConfig<typeof bookmarkExistsQueryOptions>,
) {
  const options = bookmarkExistsQueryOptions(type, targetId);
  return useQuery({ ...options, ...queryConfig, enabled: check && options.enabled });
}

import { type SavedType } from '@sendero/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authFetch } from '../../../lib/api-client.ts';
import { ANONYMOUS, currentViewer } from '../../../lib/auth/viewer.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { failWith, SAVED_STALE } from './saved-page.ts';
import { SAVED_LISTS, type SavedListKind } from './saved-lists.ts';

/**
 * GET /api/bookmarks/exists?targetId=&targetType= or /api/favorites/exists?type=&targetId=:
 * whether the user saved the item in that list.
 */
export async function getSavedExists(
  kind: SavedListKind,
  type: SavedType,
  targetId: number,
  signal?: AbortSignal,
): Promise<boolean> {
  const list = SAVED_LISTS[kind];
  try {
    const body = await authFetch<Partial<Record<typeof list.existsFlag, unknown>>>(
      `/api/${kind}/exists?${list.existsQuery(type, targetId).toString()}`,
      { signal },
    );
    return body?.[list.existsFlag] === true;
  } catch (error) {
    return failWith(list.existsFailure, error);
  }
}

export function savedExistsKey(
  kind: SavedListKind,
  type: SavedType,
  targetId: number,
  viewer: string = currentViewer(),
) {
  return [kind, 'exists', type, targetId, viewer] as const;
}

export function savedExistsQueryOptions(
  kind: SavedListKind,
  type: SavedType,
  targetId: number,
  viewer: string = currentViewer(),
) {
  return queryOptions({
    queryKey: savedExistsKey(kind, type, targetId, viewer),
    queryFn: ({ signal }) => getSavedExists(kind, type, targetId, signal),
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
export function useSavedExists(
  kind: SavedListKind,
  type: SavedType,
  targetId: number,
  check = true,
  queryConfig?: QueryConfig<typeof savedExistsQueryOptions>,
) {
  const options = savedExistsQueryOptions(kind, type, targetId);
  return useQuery({ ...options, ...queryConfig, enabled: check && options.enabled });
}

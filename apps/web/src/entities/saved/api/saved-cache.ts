import { paths, type SavedPage, type SavedType } from '@sendero/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { savedExistsKey } from './get-saved-exists.ts';
import { bookmarkIdsKey } from './get-bookmark-ids.ts';
import { savedListKey } from './get-saved-list.ts';
import type { SavedListKind } from './saved-lists.ts';
import { currentViewer } from '../../../lib/auth/viewer.ts';
import { keepOffline, releaseOffline, tilesOnShow } from '../../../lib/offline/offline-store.ts';

/** The cached list without the item; the counts drop with it so the profile counters follow. */
function withoutItem(
  data: InfiniteData<SavedPage> | undefined,
  targetId: number,
): InfiniteData<SavedPage> | undefined {
  if (!data) return data;
  const present = data.pages.some((page) => page.content.some((e) => e.targetId === targetId));
  if (!present) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      content: page.content.filter((entry) => entry.targetId !== targetId),
      totalElements: Math.max(0, page.totalElements - 1),
    })),
  };
}

/**
 * Content answers carry the flags too; they are marked stale (not refetched now) so the next screen
 * that shows them asks again, while the cached check answer set here covers the meantime.
 */
function markContentStale(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['content'], refetchType: 'none' });
}

/** After an item was saved in or removed from a list on the server: every cached view follows. */
function recordSaved(
  queryClient: QueryClient,
  kind: SavedListKind,
  type: SavedType,
  targetId: number,
  saved: boolean,
) {
  const viewer = currentViewer();
  queryClient.setQueryData(savedExistsKey(kind, type, targetId, viewer), saved);
  if (kind === 'bookmarks') {
    // Cards without a flag read the bookmarked ids (only bookmarks have that call).
    queryClient.setQueryData<number[]>(bookmarkIdsKey(type, viewer), (ids) => {
      if (!ids) return ids;
      const others = ids.filter((id) => id !== targetId);
      return saved ? [...others, targetId] : others;
    });
  }
  const listKey = savedListKey(kind, type, viewer);
  if (saved) void queryClient.invalidateQueries({ queryKey: listKey });
  else
    queryClient.setQueryData<InfiniteData<SavedPage>>(listKey, (data) =>
      withoutItem(data, targetId),
    );
  markContentStale(queryClient);
  // Saved means available offline: the page, its stops and pictures go on the phone (or leave it).
  const page = type === 'tour' ? paths.tour(targetId) : paths.spot(targetId);
  const here = typeof window !== 'undefined' && window.location.pathname === page;
  const offline = saved
    ? keepOffline(page, kind, here ? tilesOnShow() : [])
    : releaseOffline(page, kind);
  offline.catch((error: unknown) => console.warn('Could not update the offline copy', error));
}

export function recordBookmark(
  queryClient: QueryClient,
  type: SavedType,
  targetId: number,
  bookmarked: boolean,
) {
  recordSaved(queryClient, 'bookmarks', type, targetId, bookmarked);
}

/** After a favourite toggle succeeded. */
export function recordFavorite(
  queryClient: QueryClient,
  type: SavedType,
  targetId: number,
  favorited: boolean,
) {
  recordSaved(queryClient, 'favorites', type, targetId, favorited);
}

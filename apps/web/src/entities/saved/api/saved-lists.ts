/**
 * The two saved lists, bookmarks and favourites (content spec §3, §7), side by side. Their calls
 * differ only in path, parameter name, answer field and failure texts, so one implementation of
 * each call (get-saved-exists.ts, get-saved-list.ts) reads them from here.
 */
import type { SavedType } from '@sendero/contract';

export type SavedListKind = 'bookmarks' | 'favorites';

interface SavedListApi {
  /** GET …/exists: the query of one item's check. */
  existsQuery(type: SavedType, targetId: number): URLSearchParams;
  /** The answer's flag: `{ bookmarked }` or `{ favorited }`. */
  existsFlag: 'bookmarked' | 'favorited';
  /** Failure texts of content spec §8, logged with the error. */
  existsFailure: string;
  listFailure(type: SavedType): string;
}

export const SAVED_LISTS: Record<SavedListKind, SavedListApi> = {
  bookmarks: {
    existsQuery: (type, targetId) =>
      new URLSearchParams({ targetId: String(targetId), targetType: type }),
    existsFlag: 'bookmarked',
    existsFailure: 'Failed to check bookmark status',
    listFailure: () => 'Failed to fetch bookmarks',
  },
  favorites: {
    existsQuery: (type, targetId) => new URLSearchParams({ type, targetId: String(targetId) }),
    existsFlag: 'favorited',
    existsFailure: 'Failed to check favorite status',
    listFailure: (type) =>
      type === 'tour' ? 'Failed to fetch favorite tours' : 'Failed to fetch favorite spots',
  },
};

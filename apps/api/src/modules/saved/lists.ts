/**
 * What differs between the bookmark and favourite routes. Their query strings name the target's
 * type differently (`targetType` for bookmarks, `type` for favourites — both public since the first
 * release); each is read into the same `{ type, targetId }` so one handler serves both lists.
 */
import type { z } from 'zod';
import {
  bookmarkTargetQuery,
  bookmarkedResponse,
  favoriteExistsQuery,
  favoritedResponse,
} from '@sendero/contract';

export const SAVED_LISTS = {
  bookmark: {
    kind: 'bookmark',
    path: '/api/bookmarks',
    verb: 'bookmarked',
    existsQuery: bookmarkTargetQuery.transform(({ targetType, targetId }) => ({
      type: targetType,
      targetId,
    })),
    flagResponse: bookmarkedResponse,
    answer: (bookmarked: boolean): z.infer<typeof bookmarkedResponse> => ({ bookmarked }),
  },
  favorite: {
    kind: 'favorite',
    path: '/api/favorites',
    verb: 'favourited',
    existsQuery: favoriteExistsQuery,
    flagResponse: favoritedResponse,
    answer: (favorited: boolean): z.infer<typeof favoritedResponse> => ({ favorited }),
  },
} as const;

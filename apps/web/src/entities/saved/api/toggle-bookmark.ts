import { type SavedType } from '@sendero/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '../../../lib/api-client.ts';
import { isNetworkFailure, queueSave } from '../../../lib/offline/pending-saves.ts';
import { recordBookmark } from './saved-cache.ts';
import { failWith } from './saved-page.ts';
import type { MutationConfig } from '../../../lib/query-config.ts';

/**
 * POST (add) or DELETE (remove) /api/bookmarks?targetId=&targetType= with the bearer token. Both
 * are idempotent on the server, so a repeated click cannot leave the two sides disagreeing.
 */
export async function setBookmark(
  targetType: SavedType,
  targetId: number,
  bookmarked: boolean,
): Promise<void> {
  const query = new URLSearchParams({ targetId: String(targetId), targetType });
  try {
    await authFetch(`/api/bookmarks?${query.toString()}`, {
      method: bookmarked ? 'POST' : 'DELETE',
      parseBody: false,
    });
  } catch (error) {
    failWith(bookmarked ? 'Failed to add bookmark' : 'Failed to remove bookmark', error);
  }
}

export interface SetBookmarkInput {
  targetType: SavedType;
  targetId: number;
  bookmarked: boolean;
}

/**
 * setBookmark, or, without a network, the change kept on the phone and sent when the connection
 * returns (offline-ready issue): the button keeps its new state, marked as waiting.
 */
export async function setBookmarkOrQueue(input: SetBookmarkInput): Promise<void> {
  const { targetType, targetId, bookmarked } = input;
  try {
    await setBookmark(targetType, targetId, bookmarked);
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    await queueSave({ kind: 'bookmarks', type: targetType, targetId, saved: bookmarked });
  }
}

/** setBookmark (or its queued change), then the cached checks and lists follow (the profile included). */
export function useSetBookmark(mutationConfig?: MutationConfig<void, SetBookmarkInput>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    // It queues itself without a network: TanStack Query must run it offline, not pause it.
    networkMode: 'always',
    mutationFn: setBookmarkOrQueue,
    onSuccess: (...args) => {
      const [, { targetType, targetId, bookmarked }] = args;
      recordBookmark(queryClient, targetType, targetId, bookmarked);
      return onSuccess?.(...args);
    },
  });
}

import { type SavedType } from '@sendero/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '../../../lib/api-client.ts';
import { getAccessToken } from '../../../lib/auth-token.ts';
import { isNetworkFailure, queueSave } from '../../../lib/offline/pending-saves.ts';
import { recordFavorite } from './saved-cache.ts';
import { failWith } from './saved-page.ts';
import type { MutationConfig } from '../../../lib/query-config.ts';

/**
 * POST /api/favorites/{type}/{id} toggles the favourite with the bearer token (the button sends it
 * only with a session: a visitor without one is invited to sign in instead). Resolves with the
 * server's new state when it reported one.
 */
export async function toggleFavorite(
  targetType: SavedType,
  targetId: number,
): Promise<boolean | undefined> {
  try {
    const body = await authFetch<{ favorited?: unknown } | undefined>(
      `/api/favorites/${targetType}/${targetId}`,
      { method: 'POST' },
    );
    return typeof body?.favorited === 'boolean' ? body.favorited : undefined;
  } catch (error) {
    return failWith(
      targetType === 'tour' ? 'Failed to toggle favorite tour' : 'Failed to toggle favorite spot',
      error,
    );
  }
}

export interface ToggleFavoriteInput {
  targetType: SavedType;
  targetId: number;
  /** The state the click asks for; used when the server does not say. */
  expected: boolean;
}

/** toggleFavorite, then the cached checks and lists follow. Resolves with the new state. */
export function useToggleFavorite(mutationConfig?: MutationConfig<boolean, ToggleFavoriteInput>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    // It queues itself without a network: TanStack Query must run it offline, not pause it.
    networkMode: 'always',
    mutationFn: async ({ targetType, targetId, expected }: ToggleFavoriteInput) => {
      try {
        return (await toggleFavorite(targetType, targetId)) ?? expected;
      } catch (error) {
        // Without a network the change waits on the phone (offline-ready issue); the server's
        // toggle is only sent once it is known to lead to `expected` (replay-pending-saves.ts).
        if (!isNetworkFailure(error) || !getAccessToken()) throw error;
        await queueSave({ kind: 'favorites', type: targetType, targetId, saved: expected });
        return expected;
      }
    },
    onSuccess: (...args) => {
      const [favorited, { targetType, targetId }] = args;
      recordFavorite(queryClient, targetType, targetId, favorited);
      return onSuccess?.(...args);
    },
  });
}

import type { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../../lib/api-client.ts';
import {
  forgetPendingSave,
  isNetworkFailure,
  pendingSaves,
  type PendingSave,
} from '../../../lib/offline/pending-saves.ts';
import { getSavedExists } from './get-saved-exists.ts';
import { recordBookmark, recordFavorite } from './saved-cache.ts';
import { setSavedEventOnAccount } from './saved-events.ts';
import { setBookmark } from './toggle-bookmark.ts';
import { toggleFavorite } from './toggle-favorite.ts';

/**
 * Sends one waiting change and lets the cached views follow. Favourites only toggle on the server,
 * so their state is asked first; a saved event's list on the device already shows the change.
 */
async function send(queryClient: QueryClient, save: PendingSave): Promise<void> {
  if (save.kind === 'events') {
    await setSavedEventOnAccount(save.targetId, save.saved);
    return;
  }
  if (save.kind === 'bookmarks') {
    await setBookmark(save.type, save.targetId, save.saved);
    recordBookmark(queryClient, save.type, save.targetId, save.saved);
    return;
  }
  const now = await getSavedExists('favorites', save.type, save.targetId);
  const saved =
    now === save.saved ? now : ((await toggleFavorite(save.type, save.targetId)) ?? save.saved);
  recordFavorite(queryClient, save.type, save.targetId, saved);
}

let running: Promise<void> | null = null;

/**
 * Sends the changes made offline, oldest first, and lets every cached view follow. A change the
 * server refuses for good (the item is gone) is dropped; on a network failure the rest wait for
 * the next try. One run at a time.
 */
export function replayPendingSaves(queryClient: QueryClient): Promise<void> {
  running ??= (async () => {
    try {
      for (const save of await pendingSaves()) {
        try {
          await send(queryClient, save);
          await forgetPendingSave(save);
        } catch (error) {
          if (isNetworkFailure(error)) return;
          // Signed out meanwhile: the change waits for its traveller to sign in again.
          if (error instanceof ApiRequestError && error.status === 401) return;
          console.warn('A change made offline was refused; it is dropped', error);
          await forgetPendingSave(save);
        }
      }
    } finally {
      running = null;
    }
  })();
  return running;
}

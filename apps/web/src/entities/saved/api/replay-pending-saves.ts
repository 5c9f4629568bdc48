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
import { setBookmark } from './toggle-bookmark.ts';
import { toggleFavorite } from './toggle-favorite.ts';

/** Sends one waiting change. Favourites only toggle on the server, so their state is asked first. */
async function send(save: PendingSave): Promise<boolean> {
  if (save.kind === 'bookmarks') {
    await setBookmark(save.type, save.targetId, save.saved);
    return save.saved;
  }
  const now = await getSavedExists('favorites', save.type, save.targetId);
  if (now === save.saved) return now;
  return (await toggleFavorite(save.type, save.targetId)) ?? save.saved;
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
          const saved = await send(save);
          const record = save.kind === 'bookmarks' ? recordBookmark : recordFavorite;
          record(queryClient, save.type, save.targetId, saved);
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

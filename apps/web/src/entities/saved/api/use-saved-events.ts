/**
 * The events saved on the events page (issue 34), one list for every page that shows them (the
 * events page, the trip planner) and every tab. The device keeps it (lib/offline/saved-events.ts)
 * so it survives a reload and shows offline; signed in, the account keeps it too, so a second
 * device sees the same list: each change is sent at once (or, without a network, queued with the
 * offline bookmarks and sent on reconnect), and the account's list is read back when a page that
 * shows it opens, regains focus or the connection returns. Saves made signed out move to the
 * account at sign-in.
 */
import type { EventItem } from '@sendero/contract';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { ANONYMOUS } from '../../../lib/auth/viewer.ts';
import { isNetworkFailure, queueSave } from '../../../lib/offline/pending-saves.ts';
import {
  readSavedEvents,
  useKeptSavedEvents,
  writeSavedEvents,
  type KeptSavedEvents,
} from '../../../lib/offline/saved-events.ts';
import { replayPendingSaves } from './replay-pending-saves.ts';
import {
  clearSavedEventsOnAccount,
  getSavedEvents,
  moveSavedEventsToAccount,
  setSavedEventOnAccount,
} from './saved-events.ts';
import { SAVED_STALE } from './saved-page.ts';

/** Under 'account': the session's lists, dropped at sign-out (lib/auth/auth-provider.tsx). */
export const savedEventsKey = (viewer: string) => ['account', 'saved-events', viewer] as const;

const NO_EVENTS: readonly EventItem[] = [];

/** The list with `event` saved (at the end, in the order saved) or removed. */
export function withSavedEvent(
  list: readonly EventItem[],
  event: EventItem,
  saved: boolean,
): EventItem[] {
  const others = list.filter((item) => item.id !== event.id);
  return saved ? [...others, event] : others;
}

/** Whose list the device's copy is for `viewer`: its own, or saves made signed out. */
function shownTo(kept: KeptSavedEvents, viewer: string): readonly EventItem[] {
  return kept.owner === viewer || kept.owner === ANONYMOUS ? kept.events : NO_EVENTS;
}

/**
 * Signed-out saves not yet moved to the account stay marked as such when changed, so the move
 * still happens; otherwise the list is the viewer's.
 */
function ownerAfterChange(current: KeptSavedEvents, viewer: string): string {
  return current.owner === ANONYMOUS && current.events.length > 0 ? ANONYMOUS : viewer;
}

/**
 * Changes made on this device since the page loaded: an account list read while one was on its
 * way would be older than the device's, so it is not written over it (the change reads it again).
 */
let localChanges = 0;
/** The account's calls one after another, so a quick save and remove arrive in that order. */
let accountCalls: Promise<unknown> = Promise.resolve();

/** Moves the device's signed-out saves to the account, or reads its list; keeps it on the device. */
export async function syncWithAccount(
  viewer: string,
  queryClient: QueryClient,
): Promise<EventItem[]> {
  // Changes made offline first, so the list read back has them.
  await replayPendingSaves(queryClient);
  const before = localChanges;
  const kept = readSavedEvents();
  const list =
    kept.owner === ANONYMOUS && kept.events.length > 0
      ? await moveSavedEventsToAccount(kept.events.map((event) => event.id))
      : await getSavedEvents();
  if (before === localChanges) writeSavedEvents({ owner: viewer, events: list });
  return list;
}

/** Sends one change (queued without a network), then reads the account's list back. */
function sendToAccount(
  queryClient: QueryClient,
  viewer: string,
  send: () => Promise<void>,
  queue: () => Promise<void>,
) {
  accountCalls = accountCalls
    .then(async () => {
      try {
        await send();
      } catch (error) {
        if (isNetworkFailure(error)) return queue();
        // Refused (the event is gone): the account's list, read back, has the last word.
        console.warn('A saved event could not be changed on the account', error);
      }
      await queryClient.invalidateQueries({ queryKey: savedEventsKey(viewer) });
    })
    .catch((error: unknown) => console.warn('Could not keep a saved event change', error));
}

export interface SavedEvents {
  saved: readonly EventItem[];
  isSaved: (event: Pick<EventItem, 'id'>) => boolean;
  toggle: (event: EventItem) => void;
  remove: (event: EventItem) => void;
  clear: () => void;
}

export function useSavedEvents(): SavedEvents {
  const { user, loading } = useAuth();
  const viewer = user ? String(user.id) : ANONYMOUS;
  const signedIn = viewer !== ANONYMOUS;
  const queryClient = useQueryClient();
  const kept = useKeptSavedEvents();
  useQuery({
    queryKey: savedEventsKey(viewer),
    queryFn: () => syncWithAccount(viewer, queryClient),
    enabled: signedIn,
    staleTime: SAVED_STALE.page,
    // Another device may have changed the list while this one was in the background.
    refetchOnWindowFocus: true,
  });
  // Until the session is known, the device's list is shown as it is.
  const saved = loading ? kept.events : shownTo(kept, viewer);
  const ids = useMemo(() => new Set(saved.map((event) => event.id)), [saved]);

  const change = useCallback(
    (event: EventItem, save: boolean) => {
      localChanges += 1;
      const current = readSavedEvents();
      writeSavedEvents({
        owner: ownerAfterChange(current, viewer),
        events: withSavedEvent(shownTo(current, viewer), event, save),
      });
      if (!signedIn) return;
      sendToAccount(
        queryClient,
        viewer,
        () => setSavedEventOnAccount(event.id, save),
        () => queueSave({ kind: 'events', type: 'event', targetId: event.id, saved: save }),
      );
    },
    [queryClient, signedIn, viewer],
  );

  const clear = useCallback(() => {
    localChanges += 1;
    const current = readSavedEvents();
    const removed = shownTo(current, viewer);
    writeSavedEvents({ owner: ownerAfterChange(current, viewer), events: [] });
    if (!signedIn) return;
    sendToAccount(queryClient, viewer, clearSavedEventsOnAccount, async () => {
      for (const event of removed) {
        await queueSave({ kind: 'events', type: 'event', targetId: event.id, saved: false });
      }
    });
  }, [queryClient, signedIn, viewer]);

  return {
    saved,
    isSaved: useCallback((event) => ids.has(event.id), [ids]),
    toggle: useCallback((event) => change(event, !ids.has(event.id)), [change, ids]),
    remove: useCallback((event) => change(event, false), [change]),
    clear,
  };
}

/**
 * Saves made offline are not lost (issue "Offline-ready", decision 0018). A bookmark or favourite
 * changed without a network is kept here, in IndexedDB, so it survives a reload, and sent when the
 * connection returns (entities/saved: replay-pending-saves.ts). The last change of an item wins:
 * saving and removing it twice offline sends one call.
 */
import { createStore, del, entries, set, clear, type UseStore } from 'idb-keyval';
import { useSyncExternalStore } from 'react';
import { byCodeUnit } from '../text-filter.ts';

export type PendingKind = 'bookmarks' | 'favorites';

export interface PendingSave {
  kind: PendingKind;
  type: 'tour' | 'spot';
  targetId: number;
  /** The state asked for: saved (true) or removed (false). */
  saved: boolean;
  at: string;
}

export const PENDING_CHANGED = 'sendero-pending-saves-changed';

let store: UseStore | null = null;
function pendingStore(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  store ??= createStore('sendero-offline', 'pending-saves');
  return store;
}

export const pendingKey = ({
  kind,
  type,
  targetId,
}: Pick<PendingSave, 'kind' | 'type' | 'targetId'>) => `${kind}:${type}:${targetId}`;

function changed() {
  loaded = false;
  window.dispatchEvent(new Event(PENDING_CHANGED));
}

export async function queueSave(save: Omit<PendingSave, 'at'>): Promise<void> {
  const target = pendingStore();
  if (!target) throw new Error('This browser cannot keep changes offline');
  await set(pendingKey(save), { ...save, at: new Date().toISOString() }, target);
  changed();
}

export async function pendingSaves(): Promise<PendingSave[]> {
  const target = pendingStore();
  if (!target) return [];
  const all = await entries<string, PendingSave>(target);
  return all.map(([, save]) => save).sort((a, b) => byCodeUnit(a.at, b.at));
}

export async function forgetPendingSave(save: PendingSave): Promise<void> {
  const target = pendingStore();
  if (!target) return;
  await del(pendingKey(save), target);
  changed();
}

/** At sign-out: the changes belong to the traveller who made them. */
export async function clearPendingSaves(): Promise<void> {
  const target = pendingStore();
  if (!target) return;
  await clear(target);
  changed();
}

/** Whether a network failure means "offline" rather than a refusal: fetch's own TypeError. */
export function isNetworkFailure(error: unknown): boolean {
  return (typeof navigator !== 'undefined' && !navigator.onLine) || error instanceof TypeError;
}

const EMPTY: ReadonlyMap<string, PendingSave> = new Map();

/**
 * One shared read of the queue for every button on the page, redone when it changes. It starts as
 * the server's snapshot and stays that same object while the queue is empty: a new object would
 * make React re-render every save button on the page, synchronously, right after hydration.
 */
let snapshot: ReadonlyMap<string, PendingSave> = EMPTY;
let loaded = false;
const listeners = new Set<() => void>();

function reload() {
  void pendingSaves().then((all) => {
    if (all.length === 0 && snapshot.size === 0) return;
    snapshot = all.length === 0 ? EMPTY : new Map(all.map((save) => [pendingKey(save), save]));
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener(PENDING_CHANGED, reload);
  if (!loaded) {
    loaded = true;
    reload();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener(PENDING_CHANGED, reload);
  };
}

/** The change waiting for this item, if any; kept current (nothing on the server). */
export function usePendingSave(
  kind: PendingKind,
  type: 'tour' | 'spot',
  targetId: number,
): PendingSave | undefined {
  const all = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => EMPTY,
  );
  return all.get(pendingKey({ kind, type, targetId }));
}

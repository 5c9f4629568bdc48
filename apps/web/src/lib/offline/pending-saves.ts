/**
 * Changes made offline are not lost (issue "Offline-ready", decision 0018; trips: decision 0034).
 * A bookmark, favourite or saved event (issue 34) changed without a network, or a place moved on a
 * trip, is kept here, in IndexedDB, so it survives a reload, and sent when the connection returns
 * (entities/saved: replay-pending-saves.ts; entities/trips: send-offline-changes.ts). The last
 * change of an item wins: saving and removing it twice offline sends one call; a place moved twice,
 * its last place.
 */
import type { OfflineTripChange } from '@sendero/contract';
import { createStore, del, entries, get, set, clear, type UseStore } from 'idb-keyval';
import { useSyncExternalStore } from 'react';
import { byCodeUnit } from '../text-filter.ts';

export type PendingKind = 'bookmarks' | 'favorites' | 'events';

interface PendingSaveOf<Kind extends PendingKind, Target> {
  kind: Kind;
  type: Target;
  targetId: number;
  /** The state asked for: saved (true) or removed (false). */
  saved: boolean;
  at: string;
}

/** A bookmark or favourite of a tour or spot, or an event saved on the events page. */
export type PendingSave =
  PendingSaveOf<'bookmarks' | 'favorites', 'tour' | 'spot'> | PendingSaveOf<'events', 'event'>;

/** A change as asked for, before the queue stamps it (each kind keeps its own targets). */
export type PendingSaveRequest = PendingSave extends infer Each
  ? Each extends unknown
    ? Omit<Each, 'at'>
    : never
  : never;

/** A trip's place changed offline: where it went (or that it was taken off). */
export interface PendingTripEdit {
  kind: 'trip';
  tripId: number;
  /** The trip's `updatedAt` as the phone last had it from the server when the change was made. */
  basedOn: string;
  change: OfflineTripChange;
  at: string;
}

type Pending = PendingSave | PendingTripEdit;

export const PENDING_CHANGED = 'sendero-pending-saves-changed';

let store: UseStore | null = null;
function pendingStore(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  store ??= createStore('sendero-offline', 'pending-saves');
  return store;
}

const tripEditKey = ({ tripId, change }: Pick<PendingTripEdit, 'tripId' | 'change'>) =>
  `trip:${tripId}:${change.itemId}`;

export const pendingKey = ({
  kind,
  type,
  targetId,
}: Pick<PendingSave, 'kind' | 'type' | 'targetId'>) => `${kind}:${type}:${targetId}`;

function changed() {
  loaded = false;
  window.dispatchEvent(new Event(PENDING_CHANGED));
}

export async function queueSave(save: PendingSaveRequest): Promise<void> {
  const target = pendingStore();
  if (!target) throw new Error('This browser cannot keep changes offline');
  await set(pendingKey(save), { ...save, at: new Date().toISOString() }, target);
  changed();
}

async function allPending(): Promise<Pending[]> {
  const target = pendingStore();
  if (!target) return [];
  const all = await entries<string, Pending>(target);
  return all.map(([, entry]) => entry).sort((a, b) => byCodeUnit(a.at, b.at));
}

const isTripEdit = (entry: Pending): entry is PendingTripEdit => entry.kind === 'trip';

export async function pendingSaves(): Promise<PendingSave[]> {
  return (await allPending()).filter((entry): entry is PendingSave => !isTripEdit(entry));
}

export async function forgetPendingSave(save: PendingSave): Promise<void> {
  const target = pendingStore();
  if (!target) return;
  await del(pendingKey(save), target);
  changed();
}

/** Keeps a trip's change for sending later; it replaces an earlier change of the same place. */
export async function queueTripEdit(edit: Omit<PendingTripEdit, 'kind' | 'at'>): Promise<void> {
  const target = pendingStore();
  if (!target) throw new Error('This browser cannot keep changes offline');
  const entry: PendingTripEdit = { kind: 'trip', ...edit, at: new Date().toISOString() };
  await set(tripEditKey(entry), entry, target);
  changed();
}

/** The trips' changes waiting to be sent (of one trip when given), oldest first. */
export async function pendingTripEdits(tripId?: number): Promise<PendingTripEdit[]> {
  return (await allPending()).filter(
    (entry): entry is PendingTripEdit =>
      isTripEdit(entry) && (tripId === undefined || entry.tripId === tripId),
  );
}

/** Forgets a sent change, unless the place was changed again while it was on its way. */
export async function forgetPendingTripEdit(edit: PendingTripEdit): Promise<void> {
  const target = pendingStore();
  if (!target) return;
  const key = tripEditKey(edit);
  if ((await get<PendingTripEdit>(key, target))?.at !== edit.at) return;
  await del(key, target);
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

const EMPTY: ReadonlyMap<string, Pending> = new Map();

/**
 * One shared read of the queue for every button on the page, redone when it changes. It starts as
 * the server's snapshot and stays that same object while the queue is empty: a new object would
 * make React re-render every save button on the page, synchronously, right after hydration.
 */
let snapshot: ReadonlyMap<string, Pending> = EMPTY;
let loaded = false;
const listeners = new Set<() => void>();

function reload() {
  void allPending().then((all) => {
    if (all.length === 0 && snapshot.size === 0) return;
    snapshot =
      all.length === 0
        ? EMPTY
        : new Map(
            all.map((entry) => [isTripEdit(entry) ? tripEditKey(entry) : pendingKey(entry), entry]),
          );
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

const useAllPending = () =>
  useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => EMPTY,
  );

/** The change waiting for this item, if any; kept current (nothing on the server). */
export function usePendingSave(
  kind: PendingKind,
  type: PendingSave['type'],
  targetId: number,
): PendingSave | undefined {
  const entry = useAllPending().get(pendingKey({ kind, type, targetId }));
  return entry && !isTripEdit(entry) ? entry : undefined;
}

/** How many of a trip's changes wait to be sent; kept current (0 on the server). */
export function usePendingTripEditCount(tripId: number): number {
  let count = 0;
  for (const entry of useAllPending().values()) {
    if (isTripEdit(entry) && entry.tripId === tripId) count++;
  }
  return count;
}

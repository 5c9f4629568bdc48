/**
 * The events page's saved events as this device last knew them (issue 34), in localStorage: they
 * survive a reload, show without a network, and every tab and page (the events page, the trip
 * planner) reads the same list. `owner` says whose they are: `anon` for saves made signed out
 * (moved to the account at sign-in, entities/saved-events), else the account's id, whose list the
 * server keeps and this copies. The list leaves the device at sign-out.
 */
import { SAVED_EVENTS_MAX, type EventItem } from '@sendero/contract';
import { useSyncExternalStore } from 'react';
import { readStorage, removeStorage, writeStorage } from '../storage.ts';
import { ANONYMOUS } from '../auth/viewer.ts';

export const SAVED_EVENTS_KEY = 'sendero-saved-events';
const CHANGED = 'sendero-saved-events-changed';

export interface KeptSavedEvents {
  /** `anon` or the account's id (a viewer, lib/auth/viewer.ts). */
  owner: string;
  events: readonly EventItem[];
}

const NONE: KeptSavedEvents = { owner: ANONYMOUS, events: [] };

function parse(raw: string | null): KeptSavedEvents {
  if (!raw) return NONE;
  try {
    const value = JSON.parse(raw) as Partial<KeptSavedEvents>;
    // What an older or damaged copy holds is dropped rather than shown half-read.
    if (typeof value.owner !== 'string' || !Array.isArray(value.events)) return NONE;
    return { owner: value.owner, events: value.events };
  } catch {
    return NONE;
  }
}

/** The kept list, read now. */
export function readSavedEvents(): KeptSavedEvents {
  return parse(readStorage(SAVED_EVENTS_KEY));
}

/** Replaces the kept list (at most SAVED_EVENTS_MAX events, the newest first). */
export function writeSavedEvents(next: KeptSavedEvents): void {
  writeStorage(
    SAVED_EVENTS_KEY,
    JSON.stringify({ owner: next.owner, events: next.events.slice(0, SAVED_EVENTS_MAX) }),
  );
  window.dispatchEvent(new Event(CHANGED));
}

/** At sign-out: the account's list is not left on the device. */
export function clearSavedEvents(): void {
  removeStorage(SAVED_EVENTS_KEY);
  window.dispatchEvent(new Event(CHANGED));
}

/**
 * One snapshot for every reader, kept while the stored text is the same (a new object would
 * re-render every card). It starts empty, as the server rendered the page, and reads the device's
 * list once the page is live.
 */
let snapshot: KeptSavedEvents = NONE;
let snapshotRaw: string | null = null;
const listeners = new Set<() => void>();

function reload() {
  const raw = readStorage(SAVED_EVENTS_KEY);
  if (raw === snapshotRaw) return;
  snapshotRaw = raw;
  snapshot = parse(raw);
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  // Another tab saved or removed one.
  if (event.key === SAVED_EVENTS_KEY || event.key === null) reload();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener(CHANGED, reload);
    window.addEventListener('storage', onStorage);
  }
  queueMicrotask(reload);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener(CHANGED, reload);
      window.removeEventListener('storage', onStorage);
    }
  };
}

/** The kept list, kept current (empty on the server and until the page is live). */
export function useKeptSavedEvents(): KeptSavedEvents {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => NONE,
  );
}

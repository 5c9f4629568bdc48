/**
 * What the traveller is told after changes made offline reach the server and it had changed
 * something meanwhile (decision 0034): kept per account and trip until dismissed, so the trip page
 * shows it whenever it is opened next, in any tab, and gone at sign-out.
 */
import { useSyncExternalStore } from 'react';
import { readStorage, removeStorage, writeStorage } from '../storage.ts';

export interface TripNotice {
  /** The trip was changed on another device since this phone last had it. */
  changedElsewhere: boolean;
  /** Places whose change from this phone lost to a later one made elsewhere, by name. */
  superseded: string[];
  /** Places this phone changed that were taken off the trip elsewhere, by name. */
  gone: string[];
}

const PREFIX = 'sendero.tripNotice.';
const CHANGED = 'sendero-trip-notice-changed';
const noticeKey = (viewer: string, tripId: number) => `${PREFIX}${viewer}.${tripId}`;

export function saveTripNotice(viewer: string, tripId: number, notice: TripNotice): void {
  writeStorage(noticeKey(viewer, tripId), JSON.stringify(notice));
  window.dispatchEvent(new Event(CHANGED));
}

export function dismissTripNotice(viewer: string, tripId: number): void {
  removeStorage(noticeKey(viewer, tripId));
  window.dispatchEvent(new Event(CHANGED));
}

/** At sign-out: every account's notices on this phone go. */
export function clearTripNotices(): void {
  if (typeof localStorage === 'undefined') return;
  const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
  for (const key of keys) if (key?.startsWith(PREFIX)) removeStorage(key);
}

function subscribe(listener: () => void) {
  // Another tab's replay writes localStorage there: the 'storage' event says so here.
  window.addEventListener(CHANGED, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener('storage', listener);
  };
}

/** The trip's notice, kept current; null when there is none (and on the server). */
export function useTripNotice(viewer: string, tripId: number): TripNotice | null {
  const text = useSyncExternalStore(
    subscribe,
    () => readStorage(noticeKey(viewer, tripId)),
    () => null,
  );
  if (!text) return null;
  try {
    return JSON.parse(text) as TripNotice;
  } catch {
    return null;
  }
}

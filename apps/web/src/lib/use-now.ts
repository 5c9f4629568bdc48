import { useSyncExternalStore } from 'react';

/** How often the clock moves: labels such as "Closes in 25 min" stay within half a minute. */
export const NOW_INTERVAL_MS = 30_000;

/**
 * "Now" for everything that depends on the time of day (open-state labels, today's row of a week),
 * as one store shared by every subscriber: one timer for the whole page.
 *
 * The value is null on the server and while the page hydrates (the server snapshot is null and
 * the store stays null until its first subscriber is mounted), so a page kept in a cache never
 * shows an old "open now", and hydration never meets a different value than the server rendered.
 */
let now: number | null = null;
let timer: ReturnType<typeof setInterval> | undefined;
let first: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function tick(): void {
  now = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    // The first reading comes right after the subscriber is live, not during hydration.
    first = setTimeout(tick, 0);
    timer = setInterval(tick, NOW_INTERVAL_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearTimeout(first);
      clearInterval(timer);
      first = undefined;
      timer = undefined;
      // A page mounted later reads a fresh clock, not this one.
      now = null;
    }
  };
}

const getSnapshot = () => now;
const getServerSnapshot = () => null;

/** The current instant (ms), re-read every 30 s; null on the server and during hydration. */
export function useNow(): number | null {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

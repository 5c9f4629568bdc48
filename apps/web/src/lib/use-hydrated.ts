import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates that render, true from then on.
 * Widgets that need the browser (a Leaflet map, the page's own origin) wait for it, so the first
 * browser render matches the server's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

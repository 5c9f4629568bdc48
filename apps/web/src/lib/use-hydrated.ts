import { startTransition, useEffect, useState } from 'react';

/**
 * False while the server renders and while the browser hydrates that render, true from then on.
 * Widgets that need the browser (a Leaflet map, the page's own origin) wait for it, so the first
 * browser render matches the server's markup.
 *
 * The flip is a transition. (A store whose server and browser snapshots differ would do the same,
 * but React answers that with a synchronous re-render that finishes the whole page's hydration in
 * one long task.)
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}

import { startTransition, useEffect, useState } from 'react';
import type { RefObject } from 'react';

/**
 * False until `ref`'s element comes within `margin` of the screen, then true for good. A widget that
 * is costly to start (the tour's Leaflet map: its own chunk, then tiles and layout) waits for it, so
 * a phone that opens the page at its top does not pay for what is screens down while the page is
 * still coming alive. Like `useHydrated`, it is false on the server and in the hydrating render.
 * Where IntersectionObserver is missing, it turns true at once.
 *
 * The element must render with the component that calls this (the effect reads the ref once), and
 * the ref is an object, not a callback setting state: a state update during the hydration commit
 * would make React finish it, effects and all, in one long task.
 */
export function useNearScreen(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    // A transition, as in useHydrated: the widget's first render never blocks the page.
    const arrive = () => startTransition(() => setNear(true));
    if (typeof IntersectionObserver === 'undefined') {
      arrive();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        arrive();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}

import { useEffect } from 'react';
import { useLocation } from 'react-router';
import {
  ANCHOR_SCROLL_DELAY_MS,
  scrollToAnchor,
  sectionIdFromHash,
} from '../../../lib/anchor-scroll.ts';

/**
 * When the URL hash names one of `ids` (on arrival or on any later navigation, even to the same
 * hash), calls `onOpen(id)` and scrolls to it after 200 ms, leaving a 100 px offset.
 */
export function useHashSection(ids: readonly string[], onOpen: (id: string) => void): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    const id = sectionIdFromHash(hash, ids);
    if (!id) return;
    onOpen(id);
    const timer = window.setTimeout(() => scrollToAnchor(id), ANCHOR_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hash, key, ids, onOpen]);
}

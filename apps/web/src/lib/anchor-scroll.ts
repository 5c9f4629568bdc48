export const ANCHOR_SCROLL_DELAY_MS = 200;
export const ANCHOR_SCROLL_OFFSET_PX = 100;

/** The section id named by a location hash, when it is one of the known ids. */
export function sectionIdFromHash(hash: string, ids: readonly string[]): string | null {
  let id = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    id = decodeURIComponent(id);
  } catch {
    return null;
  }
  return ids.includes(id) ? id : null;
}

/** The window scroll position that puts an element `offset` pixels below the top. */
export function anchorScrollTop(
  elementTop: number,
  scrollY: number,
  offset: number = ANCHOR_SCROLL_OFFSET_PX,
): number {
  return Math.max(0, Math.round(elementTop + scrollY - offset));
}

/** Corrections after the smooth scroll, and how long to wait for one where `scrollend` is missing. */
const MAX_CORRECTIONS = 3;
const SCROLL_END_FALLBACK_MS = 1000;

function afterScrollEnds(then: () => void): void {
  if ('onscrollend' in window) window.addEventListener('scrollend', then, { once: true });
  else setTimeout(then, SCROLL_END_FALLBACK_MS);
}

/**
 * Scrolls smoothly to the element with this id, leaving the offset above it. What the scroll passes
 * can change size on the way (a list's later groups are laid out only as they near the screen,
 * `.render-when-near`) and move the element: once the scroll ends where it was sent, it is sent
 * again to where the element is now. A traveller who scrolled elsewhere meanwhile is left there.
 */
export function scrollToAnchor(id: string, offset: number = ANCHOR_SCROLL_OFFSET_PX): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  // Where a scroll to `top` ends: there, or as far as the page's height allows.
  const landing = (top: number) =>
    Math.min(top, Math.max(0, document.documentElement.scrollHeight - window.innerHeight));
  const scrollOnce = (corrections: number) => {
    const top = anchorScrollTop(element.getBoundingClientRect().top, window.scrollY, offset);
    // Already there: no scroll, so no scrollend to wait for.
    if (Math.abs(landing(top) - window.scrollY) < 1) return;
    window.scrollTo({ top, behavior: 'smooth' });
    if (corrections >= MAX_CORRECTIONS) return;
    afterScrollEnds(() => {
      if (Math.abs(window.scrollY - landing(top)) < 2) scrollOnce(corrections + 1);
    });
  };
  scrollOnce(0);
  return true;
}

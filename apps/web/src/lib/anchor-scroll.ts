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

/**
 * Corrections after the smooth scroll, and the longest wait for its end: `scrollend` is missing in
 * some browsers, and does not come for a scroll that was cut off before it moved.
 */
const MAX_CORRECTIONS = 3;
const SCROLL_END_FALLBACK_MS = 1500;

/** Input by which a traveller scrolls, or takes over the page, on their own. */
const TRAVELLER_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** Ends the scroll in progress's corrections: a newer scroll to an anchor replaces it. */
let endCurrent: (() => void) | null = null;

/** Calls `then` once: when the scroll in progress ends, or after the fallback wait. */
function afterScrollEnds(then: () => void): void {
  const once = () => {
    window.removeEventListener('scrollend', once);
    clearTimeout(timer);
    then();
  };
  const timer = setTimeout(once, SCROLL_END_FALLBACK_MS);
  window.addEventListener('scrollend', once);
}

/**
 * Scrolls smoothly to the element with this id, leaving the offset above it. What the scroll passes
 * can change size on the way (a list's later groups are laid out only as they near the screen,
 * `.render-when-near`) and move the element, and on a slow device a smooth scroll can end short of
 * where it was sent: once it ends, it is sent again to where the element is now. A traveller who
 * scrolls, touches, clicks or types meanwhile has taken over and is left where they are. That is
 * told by their input, never by the position, which a short scroll and a traveller's scroll share.
 * A newer call replaces this one.
 */
export function scrollToAnchor(id: string, offset: number = ANCHOR_SCROLL_OFFSET_PX): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  let stopped = false;
  const stop = () => {
    stopped = true;
    listen(false);
  };
  const listen = (on: boolean) => {
    for (const type of TRAVELLER_INPUT) {
      if (on) window.addEventListener(type, stop, { passive: true, capture: true });
      else window.removeEventListener(type, stop, { capture: true });
    }
  };
  // Where a scroll to `top` ends: there, or as far as the page's height allows.
  const landing = (top: number) =>
    Math.min(top, Math.max(0, document.documentElement.scrollHeight - window.innerHeight));
  const scrollOnce = (corrections: number) => {
    const top = anchorScrollTop(element.getBoundingClientRect().top, window.scrollY, offset);
    // Already there (or stopped): no scroll, so no scrollend to wait for.
    if (stopped || Math.abs(landing(top) - window.scrollY) < 1) return stop();
    window.scrollTo({ top, behavior: 'smooth' });
    if (corrections >= MAX_CORRECTIONS) return stop();
    afterScrollEnds(() => scrollOnce(corrections + 1));
  };
  endCurrent?.();
  endCurrent = stop;
  listen(true);
  scrollOnce(0);
  return true;
}

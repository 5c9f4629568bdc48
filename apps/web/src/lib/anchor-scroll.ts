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

/** Scrolls smoothly to the element with this id, leaving the offset above it. */
export function scrollToAnchor(id: string, offset: number = ANCHOR_SCROLL_OFFSET_PX): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const top = anchorScrollTop(element.getBoundingClientRect().top, window.scrollY, offset);
  window.scrollTo({ top, behavior: 'smooth' });
  return true;
}

/**
 * Inter, the text font (decision 0015), is used from a page's first paint once this browser has
 * it, and never swapped in under a page already on screen (decision 0020, item 4).
 *
 * styles/fonts.css declares it, but the text stack names it only under `html.text-font`
 * (index.css). On a first visit the page paints in its fallback (a local Arial scaled to Inter's
 * metrics), and once the app has started, `fetchTextFont` downloads Inter's latin file and notes
 * that in storage, without changing the page: a swap re-styles and re-lays out the whole page,
 * a long task on a phone (40–50 ms unthrottled on a tour page, 160–200 ms at 4× slowdown). On the
 * next page load, theme-init.js (public/) sees the note and sets the class before the first paint;
 * the file then comes from the browser's cache, and `font-display: optional` keeps the fallback for
 * that page if it does not come at once (a cleared cache, a new build), so the font still never
 * swaps under the reader.
 */

import { writeStorage } from './storage.ts';

/** The storage key and value theme-init.js reads; keep the two in step. */
export const TEXT_FONT_KEY = 'textFont';
export const TEXT_FONT_CACHED = 'cached';

/** Downloads Inter's latin file (the face `document.fonts.load` matches for ordinary text). */
export async function fetchTextFont(): Promise<void> {
  if (!document.fonts) return;
  try {
    const faces = await document.fonts.load('1em "Inter Variable"');
    if (faces.length === 0) return;
  } catch {
    // Not downloaded (offline, say): the next page stays in the fallback too.
    return;
  }
  // Where storage is unavailable every page stays in the fallback, which is shaped like Inter.
  writeStorage(TEXT_FONT_KEY, TEXT_FONT_CACHED);
}

/**
 * Inter, the text font (decision 0015), joins the page once it has loaded. styles/fonts.css
 * declares it, but the text stack names it only under `html.text-font` (index.css), so the first
 * paint uses its fallback (a local Arial scaled to Inter's metrics; the swap moves nothing) and
 * does not wait for a 48 KB download on a slow phone. Fraunces, whose swap a fallback cannot hide,
 * stays in the stack from the start and is preloaded.
 */

const TEXT_FONT_CLASS = 'text-font';

/**
 * Downloads Inter's latin file (the face `document.fonts.load` matches for ordinary text), then
 * puts Inter in the text stack. Any change to the page's fonts makes the browser lay the whole page
 * out again, so the class comes only once the file is in: one relayout, not one for the new stack
 * and another when the file arrives. latin-ext is downloaded only if text needs it.
 */
export async function declareTextFont(): Promise<void> {
  if (!document.fonts) return;
  try {
    await document.fonts.load('1em "Inter Variable"');
  } catch {
    // Not downloaded (offline, say): the text stays in its fallback.
    return;
  }
  document.documentElement.classList.add(TEXT_FONT_CLASS);
}

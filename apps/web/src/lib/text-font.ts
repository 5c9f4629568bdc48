/**
 * Inter, the text font (decision 0015), declared once the page has loaded rather than in the style
 * sheet. Its fallback ('Inter Fallback' in styles/fonts.css) is a local Arial scaled to Inter's
 * metrics, so text first paints in the fallback and the swap moves nothing, while the first paint
 * does not wait for a 48 KB download on a slow phone. Fraunces, whose swap a fallback cannot hide,
 * stays in the style sheet and is preloaded.
 */
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import interLatinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url';

const FAMILY = 'Inter Variable';

/** The two subsets, with the unicode ranges @fontsource declares for them. */
const SUBSETS = [
  {
    url: interLatin,
    unicodeRange:
      'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, ' +
      'U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  },
  {
    url: interLatinExt,
    unicodeRange:
      'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, ' +
      'U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, ' +
      'U+2C60-2C7F, U+A720-A7FF',
  },
];

/**
 * Adds Inter to the page's fonts. Every change to the document's font set makes the browser lay the
 * whole page out again, so the latin file is downloaded first and both subsets are added together
 * once it is there: one relayout instead of two. latin-ext is downloaded only if text needs it.
 */
export function declareTextFont(): Promise<void> {
  if (typeof FontFace !== 'function' || !document.fonts) return Promise.resolve();
  const faces = SUBSETS.map(
    (subset) =>
      new FontFace(FAMILY, `url(${subset.url}) format('woff2')`, {
        style: 'normal',
        weight: '100 900',
        display: 'swap',
        unicodeRange: subset.unicodeRange,
      }),
  );
  return faces[0]!.load().then(
    () => {
      for (const face of faces) document.fonts.add(face);
    },
    // Not downloaded (offline, say): the text stays in its fallback.
    () => undefined,
  );
}

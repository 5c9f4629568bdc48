/**
 * Characters as a person counts them (issue 34): "🌮", "é" written as e + accent, or a flag are one
 * each, although JavaScript's `length` counts two or more UTF-16 code units. Every length limit,
 * in the forms and on the server, counts with this. Without zod: the header's search box uses it in
 * the first paint (decision 0015).
 */
const graphemes =
  typeof Intl.Segmenter === 'function'
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null;

/**
 * The number of user-perceived characters (extended grapheme clusters) of `value`; with `upTo`,
 * counting stops there. A limit only needs to know whether a text passes it, and segmenting all
 * of a hostile 100,000-character field to learn that took most of a request's time.
 */
export function characterCount(value: string, upTo = Infinity): number {
  // Where Intl.Segmenter is missing (old engines), code points are the nearer count.
  if (!graphemes) return Math.min(Array.from(value).length, upTo);
  let count = 0;
  for (const { segment } of graphemes.segment(value)) {
    if (count >= upTo) break;
    if (segment) count += 1;
  }
  return count;
}

/**
 * Code units a limited text may take per character it is allowed: a family emoji takes 11. The
 * ceiling keeps a text of a few characters under thousands of combining marks from passing.
 */
export const CODE_UNITS_PER_CHARACTER = 16;

/** The first `max` characters of `value` as a person counts them (never half an emoji). */
export function firstCharacters(value: string, max: number): string {
  if (!graphemes) return Array.from(value).slice(0, max).join('');
  let kept = '';
  let count = 0;
  for (const { segment } of graphemes.segment(value)) {
    if (count === max) break;
    kept += segment;
    count += 1;
  }
  return kept;
}

/**
 * Highlights for search results: the text is HTML-escaped first, then words matching the query
 * (accent- and case-insensitively) are wrapped in <mark>; the output holds no other markup.
 * The last query word is being typed, so a word it starts is marked up to the typed length.
 */
import { editDistance } from './edit-distance.ts';
import { normalizeText } from './query-words.ts';

const TOKEN = /[\p{L}\p{N}\p{M}]+|[^\p{L}\p{N}\p{M}]+/gu;
const IS_WORD = /^[\p{L}\p{N}]/u;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** How many characters of `word` make up its first `length` normalised characters. */
function originalLength(word: string, length: number): number {
  let normalized = 0;
  let index = 0;
  for (const char of word) {
    if (normalized >= length) break;
    normalized += normalizeText(char).length;
    index += char.length;
  }
  return index;
}

/** Words at most one edit apart (a typo, a swap of neighbours included), when long enough. */
function isTypoOf(candidate: string, word: string): boolean {
  if (word.length < 4 || Math.abs(candidate.length - word.length) > 1) return false;
  return editDistance(candidate, word) <= 1;
}

/** The number of leading characters of `token` (normalised) the query matches; 0 for none. */
function matchLength(token: string, words: readonly string[]): number {
  const normalized = normalizeText(token);
  let best = 0;
  words.forEach((word, index) => {
    const last = index === words.length - 1;
    if (normalized === word || isTypoOf(normalized, word)) best = normalized.length;
    else if (last && word.length >= 2 && normalized.startsWith(word))
      best = Math.max(best, word.length);
  });
  return best;
}

export function highlight(text: string, words: readonly string[]): string {
  if (words.length === 0) return escapeHtml(text);
  let out = '';
  for (const token of text.match(TOKEN) ?? []) {
    const length = IS_WORD.test(token) ? matchLength(token, words) : 0;
    if (length === 0) {
      out += escapeHtml(token);
      continue;
    }
    const cut = originalLength(token, length);
    out += `<mark>${escapeHtml(token.slice(0, cut))}</mark>${escapeHtml(token.slice(cut))}`;
  }
  return out;
}

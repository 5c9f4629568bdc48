/**
 * Highlights for search results: the text is HTML-escaped first, then words matching the query
 * (accent- and case-insensitively) are wrapped in <mark>; the output holds no other markup.
 * The last query word is being typed, so a word it starts is marked up to the typed length.
 * A long text becomes a snippet cut between words, around its first match.
 */
import { SEARCH_LIMITS, escapeHtml } from '@sendero/contract';
import { editDistance } from './edit-distance.ts';
import { normalizeText } from './query-words.ts';

const TOKEN = /[\p{L}\p{N}\p{M}]+|[^\p{L}\p{N}\p{M}]+/gu;
const IS_WORD = /^[\p{L}\p{N}]/u;

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

/** One token of the text: its output (escaped, maybe marked) and its visible length. */
interface Piece {
  html: string;
  length: number;
  word: boolean;
  marked: boolean;
}

function pieceOf(token: string, words: readonly string[]): Piece {
  const word = IS_WORD.test(token);
  const length = [...token].length;
  const matched = word && words.length > 0 ? matchLength(token, words) : 0;
  if (matched === 0) return { html: escapeHtml(token), length, word, marked: false };
  const cut = originalLength(token, matched);
  const html = `<mark>${escapeHtml(token.slice(0, cut))}</mark>${escapeHtml(token.slice(cut))}`;
  return { html, length, word, marked: true };
}

const ELLIPSIS = '…';

function lengthOf(pieces: readonly Piece[], from: number, to: number): number {
  let length = 0;
  for (let index = from; index <= to; index += 1) length += pieces[index]!.length;
  return length;
}

/**
 * Where a long text's snippet starts: at the start when its first match fits before the cut,
 * else at a word shortly before that match (a third of the room at most), so the match shows.
 */
function snippetStart(pieces: readonly Piece[], maxLength: number): number {
  const firstMatch = pieces.findIndex((piece) => piece.marked);
  if (firstMatch <= 0 || lengthOf(pieces, 0, firstMatch) + ELLIPSIS.length <= maxLength) return 0;
  const room = Math.floor(maxLength / 3);
  let start = firstMatch;
  let before = 0;
  for (let index = firstMatch - 1; index >= 0; index -= 1) {
    before += pieces[index]!.length;
    if (before > room) break;
    if (pieces[index]!.word) start = index;
  }
  return start;
}

/**
 * The text, HTML-escaped, with the words matching the query wrapped in <mark>. A text longer than
 * `maxLength` characters is cut to a snippet that fits, with "…" where it was cut. Cuts fall
 * between whole tokens only, after a word: never inside a word, so never inside or across a
 * <mark>, which only ever wraps part of one word. A single word longer than the room is kept whole.
 */
export function highlight(
  text: string,
  words: readonly string[],
  maxLength: number = SEARCH_LIMITS.maxHighlightLength,
): string {
  const pieces = (text.match(TOKEN) ?? []).map((token) => pieceOf(token, words));
  if (lengthOf(pieces, 0, pieces.length - 1) <= maxLength) {
    return pieces.map((piece) => piece.html).join('');
  }
  const last = pieces.length - 1;
  const shown = (from: number, to: number) =>
    lengthOf(pieces, from, to) +
    (from > 0 ? ELLIPSIS.length : 0) +
    (to < last ? ELLIPSIS.length : 0);
  let start = snippetStart(pieces, maxLength);
  let end = -1;
  for (let index = start; index <= last; index += 1) {
    // A snippet ends after a word (or with the text): never on the space or comma after one.
    if (!pieces[index]!.word && index < last) continue;
    // The first word is kept even when it alone is longer than the room.
    if (end >= 0 && shown(start, index) > maxLength) break;
    end = index;
  }
  // Room left (the snippet reached the end of the text) takes the words before it.
  for (let index = start - 1; index >= 0; index -= 1) {
    if (!pieces[index]!.word) continue;
    if (shown(index, end) > maxLength) break;
    start = index;
  }
  const body = pieces
    .slice(start, end + 1)
    .map((piece) => piece.html)
    .join('');
  return `${start > 0 ? ELLIPSIS : ''}${body}${end < last ? ELLIPSIS : ''}`;
}

/**
 * Turns free text into safe search terms: markup read as the text it shows, accents and case
 * removed, everything but letters and digits dropped. The tsquery is built from these words only,
 * so raw input never reaches to_tsquery (a quote, `&`, `:` or `!` there would be syntax, or an
 * error).
 */
import { SEARCH_LIMITS } from '@sendero/contract';
import { isStopWord, type TermGroup } from '@sendero/db';

const MARKS = /\p{M}+/gu;
const WORD = /[\p{L}\p{N}]+/gu;

/** Lower-case without diacritics ("Mérida" → "merida"), like sendero_unaccent(lower(…)). */
export function normalizeText(text: string): string {
  return text.normalize('NFD').replace(MARKS, '').toLowerCase().normalize('NFC');
}

/** A tag (`<b>`, `</b>`, `<a href="…">`) or a comment: what a browser would not show as text. */
const MARKUP = /<!--[\s\S]*?(?:-->|$)|<\/?[a-z][^<>]*>/gi;
const ENTITY = /&(#x[0-9a-f]+|#\d+|[a-z]+);/gi;
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntity(entity: string, body: string): string {
  const lower = body.toLowerCase();
  if (!lower.startsWith('#')) return NAMED_ENTITIES[lower] ?? entity;
  const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10);
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
}

/**
 * Markup typed or pasted into the box, read as its text: `<b>oaxaca</b>` searches for "oaxaca".
 * A tag separates words (as `<br>` or `<p>` would); entities are decoded after the tags are gone,
 * so `&lt;b&gt;` is the text "<b>", not a tag.
 */
export function plainText(text: string): string {
  return text.replace(MARKUP, ' ').replace(ENTITY, decodeEntity);
}

/**
 * The words to match. Stop words ("the", "de") are left out wherever they are (decision 0019): a
 * query of nothing else matches nothing, rather than every document.
 */
export function queryWords(text: string): string[] {
  return (normalizeText(plainText(text)).match(WORD) ?? [])
    .filter((word) => !isStopWord(word))
    .slice(0, SEARCH_LIMITS.maxQueryWords);
}

/** The word being typed (the last) is matched as a prefix, from two letters: one would match nearly everything. */
function isTypedPrefix(word: string, index: number, groupCount: number): boolean {
  return index === groupCount - 1 && word.length >= 2;
}

/**
 * `w1 & (w2 | w2b) & last:*`: every group must match, by any of its alternatives (a typed word and
 * its corrections); the word being typed as a prefix. `weights` restricts matches, e.g. 'AB'
 * (title, subtitle and tags).
 */
export function tsqueryOf(groups: readonly (readonly string[])[], weights = ''): string | null {
  if (groups.length === 0) return null;
  return groups
    .map((alternatives, index) => {
      const terms = alternatives.map((word) => {
        const prefix = isTypedPrefix(word, index, groups.length) ? '*' : '';
        return prefix || weights ? `${word}:${prefix}${weights}` : word;
      });
      return terms.length === 1 ? terms[0] : `(${terms.join(' | ')})`;
    })
    .join(' & ');
}

export function prefixTsquery(words: readonly string[], weights = ''): string | null {
  return tsqueryOf(
    words.map((word) => [word]),
    weights,
  );
}

/** The same groups for the search_terms index: whole words, and the word being typed as a prefix. */
export function termGroupsOf(groups: readonly (readonly string[])[]): TermGroup[] {
  return groups.map((alternatives, index) => ({
    exact: alternatives.filter((word) => !isTypedPrefix(word, index, groups.length)),
    prefixes: alternatives.filter((word) => isTypedPrefix(word, index, groups.length)),
  }));
}

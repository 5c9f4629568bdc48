/**
 * Turns free text into safe search terms: accents and case removed, everything but letters and
 * digits dropped. The tsquery is built from these words only, so raw input never reaches
 * to_tsquery (a quote, `&`, `:` or `!` there would be syntax, or an error).
 */
import { SEARCH_LIMITS } from '@sendero/contract';

const MARKS = /\p{M}+/gu;
const WORD = /[\p{L}\p{N}]+/gu;

/** Lower-case without diacritics ("Mérida" → "merida"), like sendero_unaccent(lower(…)). */
export function normalizeText(text: string): string {
  return text.normalize('NFD').replace(MARKS, '').toLowerCase().normalize('NFC');
}

export function queryWords(text: string): string[] {
  return (normalizeText(text).match(WORD) ?? []).slice(0, SEARCH_LIMITS.maxQueryWords);
}

/**
 * `w1 & w2 & last:*`: every word must match, the one being typed as a prefix (from two letters: a
 * one-letter prefix would match nearly everything). `weights` restricts matches, e.g. 'A' (title).
 */
export function prefixTsquery(words: readonly string[], weights = ''): string | null {
  if (words.length === 0) return null;
  return words
    .map((word, index) => {
      const prefix = index === words.length - 1 && word.length >= 2 ? '*' : '';
      return prefix || weights ? `${word}:${prefix}${weights}` : word;
    })
    .join(' & ');
}

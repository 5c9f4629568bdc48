/**
 * Words too common to search by (docs/decisions/0019): the English and Spanish articles,
 * conjunctions and short prepositions that travellers type ("things to do in oaxaca", "la paz",
 * "museo de arte"). The `sendero` text configuration indexes every word, so one of these alone
 * matched nearly every description. A query drops them before matching, and the terms index
 * ranks titles by their other words, so "La Paz" is still a whole-title match for "la paz" (and
 * for "paz"). Normalised like the index's lexemes: lower case, no accents.
 */
export const SEARCH_STOP_WORDS: readonly string[] = [
  // English
  'a',
  'an',
  'and',
  'at',
  'by',
  'for',
  'from',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  // Spanish
  'al',
  'de',
  'del',
  'el',
  'en',
  'la',
  'las',
  'los',
  'y',
];

const STOP_WORDS = new Set(SEARCH_STOP_WORDS);

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

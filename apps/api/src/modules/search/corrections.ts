/**
 * Typo correction against the dictionary of indexed words: a typed word that is no dictionary word
 * is replaced by the closest dictionary words within an edit or two. Trigrams only propose the
 * candidates (cheaply, from the index); the edit distance decides, since trigram similarity ranks
 * a swap of two letters ("tequlia") no closer than an unrelated word sharing its start.
 */
import type { WordLookup } from '@sendero/db';
import { editDistance } from './edit-distance.ts';

/** Shorter words are left alone: one edit away from a three-letter word is almost any word. */
const MIN_CORRECTED_LENGTH = 4;
export const MAX_CORRECTIONS = 3;

function allowedEdits(word: string): number {
  return word.length >= 8 ? 2 : 1;
}

/** For the word being typed, the candidate is compared up to about the typed length. */
function distance(word: string, candidate: string, typing: boolean): number {
  if (!typing) return editDistance(word, candidate);
  let best = Infinity;
  for (let cut = word.length - 1; cut <= word.length + 1; cut += 1) {
    best = Math.min(best, editDistance(word, candidate.slice(0, cut)));
  }
  return best;
}

export interface Correction {
  /** Per typed word, the alternatives to search for: the word itself, then its corrections. */
  groups: string[][];
  /** Per typed word, the best guess: for ranking and highlights. */
  words: string[];
  /**
   * Per typed word, its alternatives that are dictionary words (title, subtitle and tag words):
   * a corrected word is none, so only its corrections can match those.
   */
  dictionaryGroups: string[][];
}

/** The corrected query, or null when no word needed (or found) a correction. */
export function correctWords(
  words: readonly string[],
  lookups: readonly WordLookup[],
  typingLast: boolean,
): Correction | null {
  let corrected = false;
  const groups = words.map((word, index) => {
    const lookup = lookups[index];
    if (!lookup || lookup.known || word.length < MIN_CORRECTED_LENGTH) return [word];
    const typing = typingLast && index === words.length - 1;
    const close = lookup.close
      .map((candidate, order) => ({ candidate, order, edits: distance(word, candidate, typing) }))
      .filter(({ candidate, edits }) => candidate !== word && edits <= allowedEdits(word))
      .sort((a, b) => a.edits - b.edits || a.order - b.order)
      .slice(0, MAX_CORRECTIONS)
      .map(({ candidate }) => candidate);
    if (close.length === 0) return [word];
    corrected = true;
    return [word, ...close];
  });
  if (!corrected) return null;
  return {
    groups,
    words: groups.map((group) => group[1] ?? group[0] ?? ''),
    dictionaryGroups: groups.map((group) => (group.length > 1 ? group.slice(1) : group)),
  };
}

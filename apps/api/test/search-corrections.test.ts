import { describe, expect, it } from 'vitest';
import { correctWords } from '../src/modules/search/corrections.ts';
import { editDistance } from '../src/modules/search/edit-distance.ts';
import { prefixTsquery, termGroupsOf, tsqueryOf } from '../src/modules/search/query-words.ts';

const known = { known: true, close: [] };

describe('typo corrections', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('tequlia', 'tequila')).toBe(1);
    expect(editDistance('oaxca', 'oaxaca')).toBe(1);
    expect(editDistance('tequlia', 'tequela')).toBe(2);
  });

  it('prefers the candidate fewest edits away over the trigram order', () => {
    const correction = correctWords(
      ['tequlia'],
      [{ known: false, close: ['tequela', 'tequila'] }],
      false,
    );
    expect(correction).toEqual({
      groups: [['tequlia', 'tequila']],
      words: ['tequila'],
      dictionaryGroups: [['tequila']],
    });
  });

  it('corrects only the unknown word of several', () => {
    const correction = correctWords(
      ['oaxca', 'mercado'],
      [{ known: false, close: ['oaxaca'] }, known],
      true,
    );
    expect(correction).toEqual({
      groups: [['oaxca', 'oaxaca'], ['mercado']],
      words: ['oaxaca', 'mercado'],
      // The typed "oaxca" is no dictionary word: the title and tag index looks for the correction only.
      dictionaryGroups: [['oaxaca'], ['mercado']],
    });
  });

  it('compares the word being typed with the start of each candidate', () => {
    const lookups = [{ known: false, close: ['oaxaca'] }];
    expect(correctWords(['oaxc'], lookups, true)?.words).toEqual(['oaxaca']);
    expect(correctWords(['oaxc'], lookups, false)).toBeNull();
  });

  it('leaves short words and far candidates alone', () => {
    expect(correctWords(['tul'], [{ known: false, close: ['tula'] }], false)).toBeNull();
    expect(correctWords(['zzqqxxjj'], [{ known: false, close: ['zacatecas'] }], false)).toBeNull();
    expect(correctWords(['oaxaca'], [known], true)).toBeNull();
  });
});

describe('tsquery building', () => {
  it('joins the alternatives of a word, the last one as a prefix', () => {
    expect(tsqueryOf([['oaxca', 'oaxaca'], ['merc']])).toBe('(oaxca | oaxaca) & merc:*');
    expect(tsqueryOf([['san'], ['cristbal', 'cristobal']], 'A')).toBe(
      'san:A & (cristbal:*A | cristobal:*A)',
    );
    expect(prefixTsquery(['casa', 'oax'])).toBe('casa & oax:*');
    expect(prefixTsquery([])).toBeNull();
  });

  it('gives the terms index the same words: whole words, and the typed one as a prefix', () => {
    expect(termGroupsOf([['oaxca', 'oaxaca'], ['merc']])).toEqual([
      { exact: ['oaxca', 'oaxaca'], prefixes: [] },
      { exact: [], prefixes: ['merc'] },
    ]);
    // One letter is no prefix: it would match nearly every word.
    expect(termGroupsOf([['casa'], ['o']])).toEqual([
      { exact: ['casa'], prefixes: [] },
      { exact: ['o'], prefixes: [] },
    ]);
  });
});

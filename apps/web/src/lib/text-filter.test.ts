import { describe, expect, it } from 'vitest';
import { byCodeUnit, compareByLetters, matchesQuery } from './text-filter.ts';

describe('matchesQuery', () => {
  it('treats a blank query as no filter', () => {
    expect(matchesQuery('', 'anything')).toBe(true);
    expect(matchesQuery('   ', null)).toBe(true);
  });

  it('trims and ignores case and accents on both sides', () => {
    expect(matchesQuery('  MERIDA ', 'Mérida')).toBe(true);
    expect(matchesQuery('café', 'Best CAFE in town')).toBe(true);
    expect(matchesQuery('oaxaca', 'Guadalajara')).toBe(false);
  });

  it('matches any field, including arrays of tags, and skips empty ones', () => {
    expect(matchesQuery('mole', null, undefined, 'Market walk', ['food', 'Mole tasting'])).toBe(
      true,
    );
    expect(matchesQuery('mole', null, undefined, [])).toBe(false);
  });
});

describe('compareByLetters', () => {
  it('orders by the letters, accents and case aside, and apart only by them', () => {
    const words = ['zoo', 'Zócalo', 'charro', 'charrería', 'Mérida', 'merida', 'Oaxaca'];
    expect([...words].sort(compareByLetters)).toEqual([
      'charrería',
      'charro',
      'Mérida',
      'merida',
      'Oaxaca',
      'Zócalo',
      'zoo',
    ]);
  });

  it('orders ISO timestamps by code unit', () => {
    const times = [
      '2026-11-26T08:00:00.000Z',
      '2026-01-02T00:00:00.000Z',
      '2026-11-26T07:59:59.999Z',
    ];
    expect([...times].sort(byCodeUnit)).toEqual([times[1], times[2], times[0]]);
  });
});

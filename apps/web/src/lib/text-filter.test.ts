import { describe, expect, it } from 'vitest';
import { matchesQuery } from './text-filter.ts';

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

import { describe, expect, it } from 'vitest';
import { MEXICO_GUIDE_SLUGS } from '@sendero/contract';
import { filterGuides, GUIDES } from './guides.ts';

describe('Mexico Basics guides', () => {
  it('has the 16 slugs of the specification', () => {
    expect(GUIDES.map((guide) => guide.slug)).toEqual([...MEXICO_GUIDE_SLUGS]);
  });

  it('shows every guide for a blank query', () => {
    expect(filterGuides(GUIDES, '')).toHaveLength(16);
    expect(filterGuides(GUIDES, '   ')).toHaveLength(16);
  });

  it('matches the name case-insensitively', () => {
    const names = filterGuides(GUIDES, '  SAFETY ').map((guide) => guide.slug);
    expect(names).toEqual(['safety-scams']);
  });

  it('matches the description too', () => {
    const slugs = filterGuides(GUIDES, 'mezcal').map((guide) => guide.slug);
    expect(slugs).toEqual(['drinks-in-mexico']);
  });

  it('returns nothing for an unknown word', () => {
    expect(filterGuides(GUIDES, 'zzqx')).toEqual([]);
  });
});

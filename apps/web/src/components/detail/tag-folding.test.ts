import { describe, expect, it } from 'vitest';
import { foldTags, hashTag } from './tag-folding.ts';

const tags = ['food', 'markets', 'history', 'art', 'walking', 'night', 'mezcal', 'music'];

describe('tag folding', () => {
  it('shows the first 6 and counts the rest', () => {
    expect(foldTags(tags, false)).toEqual({
      visible: tags.slice(0, 6),
      hiddenCount: 2,
      foldable: true,
    });
  });

  it('shows all tags once expanded and still offers Show less', () => {
    expect(foldTags(tags, true)).toEqual({ visible: tags, hiddenCount: 0, foldable: true });
  });

  it('needs no toggle for 6 tags or fewer', () => {
    expect(foldTags(tags.slice(0, 6), false)).toEqual({
      visible: tags.slice(0, 6),
      hiddenCount: 0,
      foldable: false,
    });
  });

  it('prefixes a hash once', () => {
    expect(hashTag('food')).toBe('#food');
    expect(hashTag('#food')).toBe('#food');
  });
});

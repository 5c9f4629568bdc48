import { describe, expect, it } from 'vitest';
import { formatTags, isValidPostSlug, parseCityId, tagList } from './post-slug.ts';

describe('isValidPostSlug', () => {
  it('accepts letters, digits and hyphens', () => {
    expect(isValidPostSlug('visa-requirements')).toBe(true);
    expect(isValidPostSlug('Top-10')).toBe(true);
  });

  it('rejects empty slugs and other characters', () => {
    expect(isValidPostSlug(undefined)).toBe(false);
    expect(isValidPostSlug('')).toBe(false);
    expect(isValidPostSlug('a b')).toBe(false);
    expect(isValidPostSlug('../etc')).toBe(false);
    expect(isValidPostSlug('slug_with_underscore')).toBe(false);
  });
});

describe('parseCityId', () => {
  it('reads positive integers only', () => {
    expect(parseCityId('2')).toBe(2);
    expect(parseCityId('0')).toBeNull();
    expect(parseCityId('abc')).toBeNull();
    expect(parseCityId('2.5')).toBeNull();
    expect(parseCityId(undefined)).toBeNull();
  });
});

describe('tags', () => {
  it('trims each tag and drops empty ones', () => {
    expect(formatTags(' safety ,scams,, atm ')).toBe('safety, scams, atm');
    expect(tagList(' a , ,b')).toEqual(['a', 'b']);
  });
});

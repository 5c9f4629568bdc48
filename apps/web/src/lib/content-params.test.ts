import { parseEntityId } from '@sendero/contract';
import { describe, expect, it } from 'vitest';
import { toList } from './content-list.ts';
import { isValidSlug, listQueryString } from './content-params.ts';

describe('content call rules', () => {
  it('accepts only positive integer ids', () => {
    expect(parseEntityId('12')).toBe(12);
    expect(parseEntityId(7)).toBe(7);
    for (const bad of ['abc', '1.5', '-3', '0', '', ' ', '12abc', null, undefined, 1.5, NaN]) {
      expect(parseEntityId(bad)).toBeNull();
    }
  });

  it('accepts slugs of letters, digits and hyphens only', () => {
    expect(isValidSlug('visa-requirements')).toBe(true);
    expect(isValidSlug('')).toBe(false);
    expect(isValidSlug('../etc')).toBe(false);
    expect(isValidSlug('a b')).toBe(false);
  });

  it('sends limit only when positive and finite (floored) and sort only when not blank', () => {
    expect(listQueryString({ cityId: 2, limit: 4.7, sort: ' popular ' })).toBe(
      '?cityId=2&limit=4&sort=popular',
    );
    expect(listQueryString({ limit: 0, sort: '  ' })).toBe('');
    expect(listQueryString({ limit: Infinity })).toBe('');
    expect(listQueryString({ limit: -2, category: 'food', size: 100 })).toBe(
      '?size=100&category=food',
    );
  });

  it('reads paged objects and bare arrays', () => {
    expect(toList({ content: [1, 2], page: 0 })).toEqual([1, 2]);
    expect(toList([3])).toEqual([3]);
    expect(toList(null)).toEqual([]);
    expect(toList({ items: [1] })).toEqual([]);
  });
});

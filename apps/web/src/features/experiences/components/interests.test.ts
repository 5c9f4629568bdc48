import { describe, expect, it } from 'vitest';
import { interestLabel, parseInterest, sortInterests } from './interests.ts';

describe('interests', () => {
  it('labels known categories nicely and title-cases the rest', () => {
    expect(interestLabel('food')).toBe('Food & drink');
    expect(interestLabel('day-trip')).toBe('Day trips');
    expect(interestLabel('street-art')).toBe('Street art');
  });

  it('accepts only category-like values from the URL', () => {
    expect(parseInterest(' Food ')).toBe('food');
    expect(parseInterest('day-trip')).toBe('day-trip');
    expect(parseInterest('')).toBeNull();
    expect(parseInterest('<script>')).toBeNull();
    expect(parseInterest(null)).toBeNull();
  });

  it('orders by count, then name', () => {
    expect(
      sortInterests([
        { category: 'b', count: 2 },
        { category: 'a', count: 2 },
        { category: 'c', count: 5 },
      ]).map((i) => i.category),
    ).toEqual(['c', 'a', 'b']);
  });
});

import { describe, expect, it } from 'vitest';
import { isInSection } from './nav-items.ts';

describe('header sections', () => {
  it('marks a Mexico Basics guide as Mexico Basics, not Cities', () => {
    expect(isInSection('/mexico', '/cities/4/post/visa-requirements')).toBe(true);
    expect(isInSection('/cities', '/cities/4/post/visa-requirements')).toBe(false);
  });

  it('marks a city and its pages as Cities', () => {
    expect(isInSection('/cities', '/cities/2/post/oaxaca-food')).toBe(true);
    expect(isInSection('/cities', '/cities')).toBe(true);
    expect(isInSection('/mexico', '/cities/2')).toBe(false);
    expect(isInSection('/events', '/eventsx')).toBe(false);
  });
});

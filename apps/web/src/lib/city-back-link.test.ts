import { describe, expect, it } from 'vitest';
import { cityBackHref, cityBackLabel } from './city-back-link.ts';

describe('city back link', () => {
  it('leads city 4 to /mexico and every other city to its page', () => {
    expect(cityBackHref(4)).toBe('/mexico');
    expect(cityBackHref(1)).toBe('/cities/1');
    expect(cityBackHref(12)).toBe('/cities/12');
  });

  it('names the destination', () => {
    expect(cityBackLabel(4, 'México')).toBe('Back to Mexico Basics');
    expect(cityBackLabel(2, 'Oaxaca')).toBe('Back to Oaxaca');
    expect(cityBackLabel(2, null)).toBe('Back to city');
  });
});

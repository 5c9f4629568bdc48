import { describe, expect, it } from 'vitest';
import { cityBackHref, cityBackLabel, cityPageHref } from './city-back-link.ts';

describe('city back link', () => {
  it('leads city 4 to the Mexico Basics hub and every other city to its page', () => {
    expect(cityBackHref(4)).toBe('/mexico');
    expect(cityBackHref(1)).toBe('/cities/1');
    expect(cityBackHref(12)).toBe('/cities/12');
    expect(cityBackHref(13)).toBe('/cities/13');
  });

  it("is the same rule as the city cards use for a city's page", () => {
    expect(cityPageHref(4)).toBe('/mexico');
    expect(cityPageHref(2)).toBe('/cities/2');
  });

  it('names the destination', () => {
    expect(cityBackLabel(4, 'México')).toBe('Back to Mexico Basics');
    expect(cityBackLabel(4)).toBe('Back to Mexico Basics');
    expect(cityBackLabel(2, 'Oaxaca')).toBe('Back to Oaxaca');
  });

  it('falls back to "Back to city" while the name is unknown', () => {
    expect(cityBackLabel(2, null)).toBe('Back to city');
    expect(cityBackLabel(2)).toBe('Back to city');
  });
});

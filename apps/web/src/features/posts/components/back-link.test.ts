import { describe, expect, it } from 'vitest';
import { postBackHref, postBackLabel } from './back-link.ts';

describe('postBackHref', () => {
  it('sends México (city 4) back to the Mexico Basics hub', () => {
    expect(postBackHref(4)).toBe('/mexico');
    expect(postBackLabel(4)).toBe('Back to Mexico Basics');
  });

  it('sends every other city back to its city page', () => {
    expect(postBackHref(2)).toBe('/cities/2');
    expect(postBackHref(13)).toBe('/cities/13');
    expect(postBackLabel(2)).toBe('Back to city');
  });
});

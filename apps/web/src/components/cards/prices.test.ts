import { describe, expect, it } from 'vitest';
import { formatSpotPrice } from './spot-card.tsx';
import { formatCost } from './tour-card.tsx';

describe('prices on cards and facts', () => {
  it('are US dollars with their currency, Free, or Varies', () => {
    expect(formatSpotPrice(6)).toBe('US$6');
    expect(formatSpotPrice(0)).toBe('Free');
    expect(formatSpotPrice(null)).toBeNull();
    expect(formatCost(45)).toBe('US$45');
    expect(formatCost(null)).toBe('Varies');
  });
});

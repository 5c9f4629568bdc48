import { describe, expect, it } from 'vitest';
import { formatCost } from './tour-card.tsx';

describe('prices on cards and facts', () => {
  it('are US dollars with their currency and unit, Free, or Varies', () => {
    expect(formatCost(45, 'per-person')).toBe('US$45 per person');
    expect(formatCost(0, 'free')).toBe('Free');
    expect(formatCost(null, null)).toBe('Varies');
  });
});

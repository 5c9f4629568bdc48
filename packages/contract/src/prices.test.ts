import { describe, expect, it } from 'vitest';
import { formatEventPrice, formatPrice, formatUsd } from './prices.ts';

describe('formatUsd', () => {
  it('names the currency, since "$" alone means pesos in México', () => {
    expect(formatUsd(5)).toBe('US$5');
    expect(formatUsd(12.5)).toBe('US$12.50');
  });
});

describe('formatPrice', () => {
  it('says what the amount is for (issue 34)', () => {
    expect(formatPrice(41, 'per-boat-per-hour')).toBe('US$41 per boat per hour');
    expect(formatPrice(11, 'per-person')).toBe('US$11 per person');
    expect(formatPrice(25, 'per-vehicle')).toBe('US$25 per vehicle');
    expect(formatPrice(10, 'per-song')).toBe('US$10 per song');
  });

  it('is Free for 0 and nothing for an unknown amount', () => {
    expect(formatPrice(0, 'free')).toBe('Free');
    expect(formatPrice(null, null)).toBeNull();
  });
});

describe('formatEventPrice', () => {
  it("leads the organiser's words with what the amounts are for", () => {
    expect(formatEventPrice({ priceText: 'Tours about US$130–200', priceUnit: 'per-person' })).toBe(
      'Per person: Tours about US$130–200',
    );
    expect(formatEventPrice({ priceText: 'Free', priceUnit: 'free' })).toBe('Free');
  });
});

import { describe, expect, it } from 'vitest';
import { formatUsd } from './money.ts';

describe('formatUsd', () => {
  it('names the currency, since "$" alone means pesos in México', () => {
    expect(formatUsd(5)).toBe('US$5');
    expect(formatUsd(12.5)).toBe('US$12.50');
  });
});

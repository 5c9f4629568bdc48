import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, pickErrorMessage } from './error-messages.ts';

describe('error messages', () => {
  it('has 19 distinct messages', () => {
    expect(ERROR_MESSAGES).toHaveLength(19);
    expect(new Set(ERROR_MESSAGES).size).toBe(19);
  });

  it('picks within range for any random value', () => {
    expect(pickErrorMessage(() => 0)).toBe(ERROR_MESSAGES[0]);
    expect(pickErrorMessage(() => 0.9999999)).toBe(ERROR_MESSAGES[18]);
    expect(pickErrorMessage(() => 1)).toBe(ERROR_MESSAGES[18]);
  });
});

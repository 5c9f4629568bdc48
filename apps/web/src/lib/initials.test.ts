import { describe, expect, it } from 'vitest';
import { getInitials } from './initials.ts';

describe('getInitials', () => {
  it('takes the first letters of the first two words of the name', () => {
    expect(getInitials({ name: 'ana maría López', username: 'amx', email: 'a@b.mx' })).toBe('AM');
  });

  it('uses a single letter for a one-word name', () => {
    expect(getInitials({ name: 'frida' })).toBe('F');
  });

  it('falls back to the username, then the e-mail', () => {
    expect(getInitials({ name: '  ', username: 'travel_bug' })).toBe('TB');
    expect(getInitials({ name: null, username: '', email: 'juan.perez@example.com' })).toBe('JP');
  });

  it('keeps letters only', () => {
    expect(getInitials({ name: '42 Émile-Zola' })).toBe('ÉZ');
    expect(getInitials({ username: 'x9y' })).toBe('XY');
  });

  it('falls back to U when nothing usable is left', () => {
    expect(getInitials(null)).toBe('U');
    expect(getInitials(undefined)).toBe('U');
    expect(getInitials({})).toBe('U');
    expect(getInitials({ name: '123 !!' })).toBe('U');
  });
});

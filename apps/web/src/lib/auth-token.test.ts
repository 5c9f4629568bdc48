// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { expiresLaterThan, hasSessionHint } from './auth-token.ts';

const expire = (name: string) => {
  document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
};

describe('hasSessionHint', () => {
  afterEach(() => {
    expire('sendero_session');
    expire('other');
  });

  it('is true only while the sendero_session=1 cookie is there', () => {
    expect(hasSessionHint()).toBe(false);
    document.cookie = 'other=1; path=/';
    document.cookie = 'sendero_session_x=1; path=/';
    expect(hasSessionHint()).toBe(false);
    expire('sendero_session_x');
    document.cookie = 'sendero_session=1; path=/';
    expect(hasSessionHint()).toBe(true);
    expire('sendero_session');
    expect(hasSessionHint()).toBe(false);
  });
});

describe('expiresLaterThan', () => {
  const token = (payload: object) => `e30.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.sig`;
  const now = Date.UTC(2026, 10, 23, 12);

  it('reads exp from the JWT payload and compares it with the margin', () => {
    const exp = now / 1000 + 120;
    expect(expiresLaterThan(token({ exp }), 60_000, now)).toBe(true);
    expect(expiresLaterThan(token({ exp }), 180_000, now)).toBe(false);
  });

  it('is false for anything that is not a readable JWT with a numeric exp', () => {
    expect(expiresLaterThan('opaque', 0, now)).toBe(false);
    expect(expiresLaterThan(token({ exp: 'soon' }), 0, now)).toBe(false);
    expect(expiresLaterThan('a.!!!.c', 0, now)).toBe(false);
    expect(expiresLaterThan(`a.${btoa('null')}.c`, 0, now)).toBe(false);
  });
});

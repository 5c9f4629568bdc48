import { describe, expect, it } from 'vitest';
import { fakeToken, signIn } from '../../test/test-helpers.tsx';
import { ANONYMOUS, currentViewer, tokenSubject } from './viewer.ts';

describe('viewer', () => {
  it('reads the user id from the token and falls back to anon', () => {
    expect(tokenSubject(fakeToken('42'))).toBe('42');
    expect(tokenSubject('not-a-token')).toBeNull();
    expect(tokenSubject(null)).toBeNull();
    expect(currentViewer()).toBe(ANONYMOUS);
    signIn('42');
    expect(currentViewer()).toBe('42');
  });
});

import { describe, expect, it } from 'vitest';
import {
  containsOwnName,
  isBlankPassword,
  isCommonPassword,
  weaknessOf,
} from './password-policy.ts';

const FALLBACK = 'That password is easy to guess.';
const owner = { username: 'MiaLopez', email: 'mia.lopez@example.com' };

describe('password policy', () => {
  it('refuses the common passwords, however they are dressed up', () => {
    for (const password of [
      'password',
      'Password123!',
      'P@ssw0rd!',
      'PASSWORD',
      'sunshine2026',
      'qwerty123',
      'iloveyou!!',
      'dragon',
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('accepts passwords that are not a common one in disguise', () => {
    for (const password of [
      'Sendero-Trail-2026!',
      'mole negro en Oaxaca',
      'tlayuda+mezcal=noche',
      'correct horse battery staple',
    ]) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });

  it('refuses a password that contains the username or the e-mail’s local part', () => {
    const owner = { username: 'MiaLopez', email: 'mia.lopez@example.com' };
    expect(containsOwnName('mialopez-2026', owner)).toBe(true);
    expect(containsOwnName('I am Mia.Lopez!', owner)).toBe(true);
    expect(containsOwnName('Sendero-Trail-2026!', owner)).toBe(false);
    // Too short a name to judge by: 'al' would refuse half the dictionary.
    expect(containsOwnName('always-alone-42', { username: 'al', email: 'al@x.mx' })).toBe(false);
  });

  it('refuses spaces only', () => {
    expect(isBlankPassword('        ')).toBe(true);
    expect(isBlankPassword(' a ')).toBe(false);
  });

  describe('strength (zxcvbn, with the site’s and the account’s words)', () => {
    // Issue 29: each passed the common-password and own-name checks, and was accepted.
    it.each([
      ['aaaaaaaa', 'Repeated characters like "aaa" are easy to guess.'],
      ['111111111', 'Repeated characters like "aaa" are easy to guess.'],
      ['asdasdasd', 'Repeated character patterns like "abcabcabc" are easy to guess.'],
      ['abc123456', 'This is a commonly used password.'],
      ['sendero2026', 'There should not be any personal or page related data.'],
      ['Sendero!2026', 'There should not be any personal or page related data.'],
    ])('refuses %s and says why', (password, warning) => {
      expect(isCommonPassword(password) || containsOwnName(password, owner)).toBe(false);
      const weakness = weaknessOf(password, owner, FALLBACK);
      expect(weakness).toContain(warning);
      // …and what to do instead.
      expect(weakness).toMatch(/\. [A-Z].*\.$/);
    });

    it('counts the account’s own words as guessable, beyond what containsOwnName sees', () => {
      // A look-alike spelling of the username is not contained, but zxcvbn undoes the swaps.
      expect(containsOwnName('m14l0pez-2026', owner)).toBe(false);
      expect(weaknessOf('m14l0pez-2026', owner, FALLBACK)).not.toBeNull();
      expect(weaknessOf('m14l0pez-2026', {}, FALLBACK)).toBeNull();
    });

    it('accepts ordinary strong passwords and passphrases', () => {
      for (const password of [
        'correct horse battery staple',
        'mole negro en Oaxaca',
        'tlayuda+mezcal=noche',
        'Mi-Perro-Come-Tacos',
        'Quetzal-Coatl-42',
        'Copper-Canyon-88?',
        'Sendero-Trail-2026!',
      ]) {
        expect(weaknessOf(password, owner, FALLBACK), password).toBeNull();
      }
    });
  });
});

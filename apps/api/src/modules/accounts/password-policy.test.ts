import { describe, expect, it } from 'vitest';
import { containsOwnName, isBlankPassword, isCommonPassword } from './password-policy.ts';

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
});

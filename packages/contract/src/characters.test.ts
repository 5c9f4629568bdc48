import { describe, expect, it } from 'vitest';
import { CODE_UNITS_PER_CHARACTER, characterCount, firstCharacters } from './characters.ts';
import {
  changePasswordBody,
  contactMessageBody,
  eventListQuery,
  LIMITS,
  PASSWORD_MIN,
  registerStrength,
  searchQuery,
  SEARCH_LIMITS,
  TRIP_LIMITS,
  createTripBody,
} from './index.ts';

const TACO = '🌮';
const FAMILY = '👨‍👩‍👧‍👦';

describe('characters as a person counts them', () => {
  it('counts an emoji, a flag, an accent written apart and a family as one each', () => {
    expect(characterCount(TACO)).toBe(1);
    expect(characterCount('🇲🇽')).toBe(1);
    expect(characterCount('e\u0301')).toBe(1);
    expect(characterCount(FAMILY)).toBe(1);
    expect(characterCount(`Tacos ${TACO}`)).toBe(7);
    expect(characterCount('')).toBe(0);
  });

  it('stops counting at the count asked for', () => {
    expect(characterCount(`${TACO}${FAMILY}abc`, 2)).toBe(2);
    expect(characterCount('abc', 5)).toBe(3);
    expect(characterCount(FAMILY.repeat(4), 0)).toBe(0);
  });

  it('cuts to the first characters, never half an emoji', () => {
    expect(firstCharacters(`${TACO}${FAMILY}abc`, 2)).toBe(`${TACO}${FAMILY}`);
    expect(firstCharacters('abc', 5)).toBe('abc');
    expect(firstCharacters(TACO.repeat(3), 0)).toBe('');
  });
});

describe('the schemas the forms and the server share count characters so', () => {
  const contact = { name: 'Ana', email: 'ana@example.com', message: 'Hola' };

  it('takes as many emoji as the limit says, and refuses one more', () => {
    const name = (count: number) =>
      contactMessageBody.safeParse({ ...contact, name: TACO.repeat(count) });
    expect(name(LIMITS.nameMax).success).toBe(true);
    expect(name(LIMITS.nameMax + 1).success).toBe(false);
    // Letters take one code unit each: the limit is the same whether or not the text is counted.
    const letters = (count: number) =>
      contactMessageBody.safeParse({ ...contact, name: 'x'.repeat(count) });
    expect(letters(LIMITS.nameMax).success).toBe(true);
    expect(letters(LIMITS.nameMax + 1).success).toBe(false);
    const q = (count: number) => searchQuery.safeParse({ q: TACO.repeat(count) });
    expect(q(SEARCH_LIMITS.maxQueryLength).success).toBe(true);
    expect(q(SEARCH_LIMITS.maxQueryLength + 1).success).toBe(false);
    expect(eventListQuery.safeParse({ q: FAMILY.repeat(100) }).success).toBe(true);
    const trip = (count: number) =>
      createTripBody.safeParse({
        name: FAMILY.repeat(count),
        cityId: 1,
        startDate: '2027-01-10',
        days: 2,
      });
    expect(trip(TRIP_LIMITS.maxNameLength).success).toBe(true);
    expect(trip(TRIP_LIMITS.maxNameLength + 1).success).toBe(false);
  });

  it('still bounds text piled on one character', () => {
    const zalgo = `a${'\u0301'.repeat(LIMITS.nameMax * 20)}`;
    expect(characterCount(zalgo)).toBe(1);
    expect(contactMessageBody.safeParse({ ...contact, name: zalgo }).success).toBe(false);
    // Past the code-unit ceiling a text is refused once, uncounted (the limit's check aborts).
    const ceiling = LIMITS.nameMax * CODE_UNITS_PER_CHARACTER;
    const long = contactMessageBody.safeParse({ ...contact, name: 'x'.repeat(ceiling + 1) });
    expect(long.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['name']);
    // Piled within the ceiling, it is one character, and the counted limit lets it through.
    const piled = `a${'\u0301'.repeat(LIMITS.nameMax * 4)}`;
    expect(contactMessageBody.safeParse({ ...contact, name: piled }).success).toBe(true);
  });

  it('a password needs eight characters a person sees, emoji counted once', () => {
    const change = (newPassword: string) =>
      changePasswordBody.safeParse({
        currentPassword: 'old-password',
        newPassword,
        confirmPassword: newPassword,
      });
    expect(change(TACO.repeat(PASSWORD_MIN - 1)).success).toBe(false);
    expect(change(TACO.repeat(PASSWORD_MIN)).success).toBe(true);
    // The strength meter's length point comes at the same count.
    const score = (count: number) => registerStrength(TACO.repeat(count)).score;
    expect(score(PASSWORD_MIN) - score(PASSWORD_MIN - 1)).toBe(1);
  });
});

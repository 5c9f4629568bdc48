/**
 * Text in a request. Control characters have no place in anything a traveller types, and NUL in
 * particular cannot be stored or compared by PostgreSQL, which fails the whole query: every text
 * field of a request refuses them with a 400 naming the field, before any service sees them.
 * Tabs and line breaks stay allowed (a message has paragraphs); fields that must be one line say
 * so themselves.
 */
import { z } from 'zod';
import { CODE_UNITS_PER_CHARACTER, characterCount } from './characters.ts';

// C0 controls but tab, line feed and carriage return, and DEL: matching them is the point here.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTER_MESSAGE = 'Must not contain control characters.';

export function hasNoControlCharacters(value: string): boolean {
  return !CONTROL_CHARACTERS.test(value);
}

/** `z.string()` for request fields: the same parameters, and no control characters. */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(hasNoControlCharacters, CONTROL_CHARACTER_MESSAGE);
}

/**
 * Checks for `.check(...)` of a string schema: at most `max` characters as a person counts them
 * (characters.ts), with a ceiling on code units. The forms and the server share the schemas, so
 * both count alike.
 */
export function maxCharacters(max: number, message = `Use at most ${max} characters.`) {
  return [
    // Past the ceiling the text is refused already: no need to count its characters too.
    z.maxLength(max * CODE_UNITS_PER_CHARACTER, { message, abort: true }),
    // Every character takes at least one code unit, so a text no longer than the limit in code
    // units passes without being segmented (most do: segmenting was a third of reading the
    // dataset). Past it, counting stops one past the limit: the answer is known there.
    z.refine<string>(
      (value) => value.length <= max || characterCount(value, max + 1) <= max,
      message,
    ),
  ] as const;
}

/** A check for `.check(...)`: at least `min` characters as a person counts them. */
export function minCharacters(min: number, message = `Use at least ${min} characters.`) {
  return z.refine<string>((value) => characterCount(value, min) >= min, message);
}

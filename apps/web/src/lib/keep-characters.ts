import { characterCount, firstCharacters } from '@sendero/contract';
import type { FormEvent } from 'react';

/**
 * An `onInput` handler in place of the `maxLength` attribute, which counts UTF-16 code units: "🌮"
 * would take two of the field's characters. It cuts what was typed or pasted to `max` characters as
 * a person counts them, the count the contract's schemas check (issue 34). React calls `onInput`
 * before `onChange`, so a controlled field's `onChange` reads the kept text.
 */
export function keepCharacters(max: number) {
  return (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.currentTarget;
    if (characterCount(field.value) > max) field.value = firstCharacters(field.value, max);
  };
}

/**
 * What a new password may not be (ASVS V6), beyond the length rules the page shares:
 * - one of the 10,000 most common passwords, from a maintained list that ships in
 *   @zxcvbn-ts/language-common (ordered by frequency), also when dressed up the usual ways: any
 *   case, digits or symbols added at the end ("Password123!"), letters swapped for look-alikes
 *   ("P@ssw0rd");
 * - one that contains the account's username or its e-mail's local part (three letters or more);
 * - spaces only.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

const COMMON_COUNT = 10_000;
const COMMON = new Set(
  dictionary['passwords-common'].slice(0, COMMON_COUNT).map((word) => word.toLowerCase()),
);

/** Look-alike characters people put in place of letters. */
const LOOK_ALIKES: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '0': 'o',
  '1': 'i',
  '!': 'i',
  '3': 'e',
  $: 's',
  '5': 's',
  '7': 't',
};
const undisguise = (text: string) => text.replace(/[@40135$7!]/g, (c) => LOOK_ALIKES[c] ?? c);
const withoutTail = (text: string) => text.replace(/[^\p{L}]+$/u, '');

/** The forms a password may hide a common word in; short cores are too general to judge. */
function coresOf(password: string): string[] {
  const lower = password.toLowerCase();
  const candidates = [
    lower,
    withoutTail(lower),
    undisguise(lower),
    undisguise(withoutTail(lower)),
    withoutTail(undisguise(lower)),
  ];
  return [...new Set(candidates)].filter((core) => core.length >= 4);
}

export function isCommonPassword(password: string): boolean {
  return coresOf(password).some((core) => COMMON.has(core));
}

export interface PasswordOwner {
  username?: string | null | undefined;
  email?: string | null | undefined;
}

export function containsOwnName(password: string, owner: PasswordOwner): boolean {
  const lower = password.toLowerCase();
  return [owner.username, owner.email?.split('@')[0]]
    .filter((part): part is string => typeof part === 'string' && part.length >= 3)
    .some((part) => lower.includes(part.toLowerCase()));
}

export const isBlankPassword = (password: string) => password.trim() === '';

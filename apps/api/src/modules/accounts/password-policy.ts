/**
 * What a new password may not be (ASVS V6), beyond the length rules the page shares:
 * - one of the 10,000 most common passwords, from a maintained list that ships in
 *   @zxcvbn-ts/language-common (ordered by frequency), also when dressed up the usual ways: any
 *   case, digits or symbols added at the end ("Password123!"), letters swapped for look-alikes
 *   ("P@ssw0rd");
 * - one that contains the account's username or its e-mail's local part (three letters or more);
 * - spaces only;
 * - one that zxcvbn guesses cheaply: repeats ("aaaaaaaa"), keyboard walks ("asdasdasd"),
 *   sequences ("abc123456"), dates, dictionary words, and the context words below (the site's
 *   names and the account's own), so "Sendero!2026" is as weak as it looks.
 *
 * zxcvbn's dictionaries are a few MB: this module is the server's only (the page keeps its simple
 * strength label), built once on first use.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { dictionary as english, translations } from '@zxcvbn-ts/language-en';

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

/** The account's own words: its username and its e-mail's local part, when long enough to judge. */
export function ownWords(owner: PasswordOwner): string[] {
  return [owner.username, owner.email?.split('@')[0]]
    .filter((part): part is string => typeof part === 'string' && part.length >= 3)
    .map((part) => part.toLowerCase());
}

/**
 * Refused outright, however strong the rest: zxcvbn alone lets a long password through around a
 * name ("I am Mia.Lopez!" scores 3), and a password that names its account is the first guess.
 */
export function containsOwnName(password: string, owner: PasswordOwner): boolean {
  const lower = password.toLowerCase();
  return ownWords(owner).some((word) => lower.includes(word));
}

export const isBlankPassword = (password: string) => password.trim() === '';

/** The product's own names: the first words anyone guessing a Sendero password tries. */
export const SITE_WORDS = ['sendero', 'sendero.travel', 'senderotravel', 'mexico', 'méxico'];

/**
 * zxcvbn's score 3 means about 10^8 guesses or more: out of reach of an online attack and slow
 * against an argon2 hash. All of issue 29's examples score 2 or less; passphrases of three or four
 * ordinary words, or two words with digits and a symbol, score 4.
 */
export const MIN_STRENGTH = 3;

let factory: ZxcvbnFactory | undefined;
/**
 * Built on first use (a quarter of a second: it ranks every dictionary once). zxcvbn's work grows
 * fast with length and look-alike characters, and it runs on the event loop: with its defaults a
 * 256-character keyboard walk took 7 s. Judging the first 64 characters, with at most 4 look-alike
 * swaps tried per word, keeps the worst case measured near 0.2 s and a usual check near 10 ms
 * (argon2 takes 0.1 s, off the loop); 64 characters of a weak pattern are refused all the same.
 */
const zxcvbn = () =>
  (factory ??= new ZxcvbnFactory({
    dictionary: { ...dictionary, ...english },
    graphs: adjacencyGraphs,
    translations,
    maxLength: 64,
    l33tMaxSubstitutions: 4,
  }));

/**
 * Why the password is easy to guess, in zxcvbn's words (its warning, then its first suggestion),
 * or null when it is strong enough. `fallback` speaks when zxcvbn has no warning to give.
 */
export function weaknessOf(
  password: string,
  owner: PasswordOwner,
  fallback: string,
): string | null {
  const result = zxcvbn().check(password, [...SITE_WORDS, ...ownWords(owner)]);
  if (result.score >= MIN_STRENGTH) return null;
  const [suggestion] = result.feedback.suggestions;
  return [result.feedback.warning ?? fallback, suggestion].filter(Boolean).join(' ');
}

/**
 * argon2id with the library's defaults (19 MiB, 2 passes: OWASP's minimum recommendation).
 * `verifyOrDummy` spends the same work when there is no account, so a login's timing does not
 * tell whether an e-mail is registered.
 */
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { AUTH_TEXT } from '@sendero/contract';
import { badRequest } from '../../lib/http-errors.ts';
import {
  containsOwnName,
  isBlankPassword,
  isCommonPassword,
  weaknessOf,
  type PasswordOwner,
} from './password-policy.ts';

// Algorithm is a const enum the compiler cannot inline across packages; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID };
let dummyHash: Promise<string> | undefined;

/**
 * The one place a password is hashed. An object, so a test can count the hashes through a spy
 * (registration hashes on the conflict path too: decision 0028).
 */
export const passwordHasher = {
  hash: (password: string): Promise<string> => hash(password, OPTIONS),
};

export function hashPassword(password: string): Promise<string> {
  return passwordHasher.hash(password);
}

export async function verifyOrDummy(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (passwordHash) return verify(passwordHash, password).catch(() => false);
  dummyHash ??= hashPassword('dummy password for timing equality');
  await verify(await dummyHash, password).catch(() => false);
  return false;
}

/** Server-side policy on top of the shared length rules (password-policy.ts). */
export function assertAcceptablePassword(password: string, field: string, owner: PasswordOwner) {
  if (isBlankPassword(password)) throw badRequest(AUTH_TEXT.passwordBlank, field);
  if (isCommonPassword(password)) throw badRequest(AUTH_TEXT.commonPassword, field);
  if (containsOwnName(password, owner)) throw badRequest(AUTH_TEXT.passwordPersonal, field);
  const weakness = weaknessOf(password, owner, AUTH_TEXT.passwordWeak);
  if (weakness) throw badRequest(weakness, field);
}

/** Registration, profile, password change and account deletion. */
import {
  AUTH_TEXT,
  type ChangePasswordBody,
  type PublicUser,
  type RegisterBody,
} from '@sendero/contract';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  anonymiseMessagesFrom,
  deleteOutboxMentioning,
  deleteUser,
  findRegistrationConflicts,
  findUserById,
  insertUser,
  isUniqueViolation,
  revokeUserSessions,
  updatePasswordHash,
  type Database,
} from '@sendero/db';
import type { Clock } from '../../lib/clock.ts';
import type { CounterStore } from '../../lib/counters.ts';
import { authRequired, badRequest, conflict, tooManyRequests } from '../../lib/http-errors.ts';
import { assertAcceptablePassword, hashPassword, verifyOrDummy } from './passwords.ts';
import { toPublicUser } from './session-service.ts';
import { hashEmail } from './tokens.ts';

export interface AccountDeps {
  db: Database;
  clock: Clock;
  /** Where the file transport keeps its .eml copies; unset when mail goes out by SMTP only. */
  outboxDir?: string | undefined;
  /** Registrations per e-mail address, shared by every instance when Redis is configured. */
  counters: CounterStore;
}

/**
 * Registrations tried with one e-mail address, from any client address, within the window
 * (decision 0028): sign-up says when an address is taken, so asking about one address again and
 * again from many places is slowed here, as asking about many from one place is by the route's
 * per-client limit. A person who mistyped tries a few times, not six within the hour.
 */
export const REGISTER_EMAIL_LIMIT = 5;
export const REGISTER_EMAIL_WINDOW_MS = 60 * 60 * 1000;

export async function register(deps: AccountDeps, input: RegisterBody): Promise<PublicUser> {
  assertAcceptablePassword(input.password, 'password', input);
  const tries = await deps.counters.hit(
    `register-email:${hashEmail(input.email)}`,
    REGISTER_EMAIL_WINDOW_MS,
  );
  if (tries.count > REGISTER_EMAIL_LIMIT) throw tooManyRequests(tries.ttlMs);
  // The hash is computed whether or not the address is taken: a 409 that skipped it came back
  // several times sooner than a new account, telling who is registered without reading the answer.
  const [taken, passwordHash] = await Promise.all([
    findRegistrationConflicts(deps.db, { email: input.email, username: input.username }),
    hashPassword(input.password),
  ]);
  if (taken.email) throw conflict(AUTH_TEXT.emailTaken, 'email');
  if (taken.username) throw conflict(AUTH_TEXT.usernameTaken, 'username');
  try {
    const user = await insertUser(deps.db, {
      username: input.username,
      email: input.email,
      passwordHash,
      acceptedTermsAt: deps.clock.now(),
    });
    return toPublicUser(user);
  } catch (error) {
    // Two registrations raced past the check: the unique indexes decide.
    if (isUniqueViolation(error)) throw conflict(AUTH_TEXT.emailTaken, 'email');
    throw error;
  }
}

export async function currentUser(deps: AccountDeps, userId: number): Promise<PublicUser> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw authRequired();
  return toPublicUser(user);
}

export async function changePassword(
  deps: AccountDeps,
  auth: { userId: number; sessionId: string },
  input: ChangePasswordBody,
) {
  const user = await findUserById(deps.db, auth.userId);
  if (!user) throw authRequired();
  if (!(await verifyOrDummy(user.passwordHash, input.currentPassword))) {
    throw badRequest(AUTH_TEXT.currentPasswordWrong, 'currentPassword');
  }
  assertAcceptablePassword(input.newPassword, 'newPassword', user);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await updatePasswordHash(tx, {
      userId: user.id,
      passwordHash: await hashPassword(input.newPassword),
      at: now,
    });
    // Everyone else signed in as this user is signed out; this device stays signed in.
    await revokeUserSessions(tx, {
      userId: user.id,
      reason: 'password-change',
      at: now,
      keep: auth.sessionId,
    });
  });
}

/**
 * The account and everything kept about it (decision 0029): its rows (by cascade); the contact
 * messages and submissions sent with its address, signed in or not, kept for the team without the
 * name, the address or mentions of them; the e-mails, queued or sent, that carry the address, and
 * their .eml copies in the outbox folder. The database part is one transaction; the files go after
 * it commits, so a failed deletion leaves every copy in place. The password is asked again, so a
 * session alone (a phone left unlocked, a stolen token) cannot erase an account.
 */
export async function deleteAccount(deps: AccountDeps, userId: number, password: string) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw authRequired();
  if (!(await verifyOrDummy(user.passwordHash, password))) {
    throw badRequest(AUTH_TEXT.deletePasswordWrong, 'password');
  }
  const mailIds = await deps.db.transaction(async (tx) => {
    await anonymiseMessagesFrom(tx, {
      address: user.email,
      mentions: [user.username, ...(user.name ? [user.name] : [])],
    });
    const ids = await deleteOutboxMentioning(tx, { address: user.email });
    await deleteUser(tx, userId);
    return ids;
  });
  if (deps.outboxDir && mailIds.length > 0) await removeMailCopies(deps.outboxDir, mailIds);
}

/** The file transport names each copy `<time>-<outbox id>.eml`. */
async function removeMailCopies(outboxDir: string, ids: number[]) {
  const suffixes = new Set(ids.map((id) => `-${id}.eml`));
  const files = await readdir(outboxDir).catch(() => [] as string[]);
  await Promise.all(
    files
      .filter((file) => suffixes.has(file.slice(file.lastIndexOf('-'))))
      .map((file) => rm(join(outboxDir, file), { force: true })),
  );
}

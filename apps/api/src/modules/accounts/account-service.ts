/** Registration, profile, password change and account deletion. */
import {
  AUTH_TEXT,
  ERROR_CODES,
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
  revokeUserSessions,
  updatePasswordHash,
  type Database,
} from '@sendero/db';
import type { Clock } from '../../lib/clock.ts';
import { HttpError, authRequired, badRequest } from '../../lib/http-errors.ts';
import { assertAcceptablePassword, hashPassword, verifyOrDummy } from './passwords.ts';
import { toPublicUser } from './session-service.ts';

export interface AccountDeps {
  db: Database;
  clock: Clock;
  /** Where the file transport keeps its .eml copies; unset when mail goes out by SMTP only. */
  outboxDir?: string | undefined;
}

const conflict = (message: string, field: string) =>
  new HttpError(409, ERROR_CODES.conflict, message, field);

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

export async function register(deps: AccountDeps, input: RegisterBody): Promise<PublicUser> {
  assertAcceptablePassword(input.password, 'password', input);
  const taken = await findRegistrationConflicts(deps.db, {
    email: input.email,
    username: input.username,
  });
  if (taken.email) throw conflict(AUTH_TEXT.emailTaken, 'email');
  if (taken.username) throw conflict(AUTH_TEXT.usernameTaken, 'username');
  const passwordHash = await hashPassword(input.password);
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

/**
 * Password reset by e-mailed link. The request answers the same way, in the same time, whether or
 * not the address has an account; a per-address cooldown (shared through Redis when configured)
 * stops link floods. The token is single-use, hashed at rest and lives 30 minutes.
 */
import { AUTH_TEXT, RESET_COOLDOWN_MS, formatCountdown } from '@sendero/contract';
import {
  consumePasswordReset,
  findUserByEmail,
  findUserById,
  replacePasswordReset,
  revokeUserSessions,
  updatePasswordHash,
  type Database,
} from '@sendero/db';
import type { Clock } from '../../lib/clock.ts';
import type { CounterStore } from '../../lib/counters.ts';
import { badRequest, tooManyRequests } from '../../lib/http-errors.ts';
import { enqueueMail, type OutboxDeliverer } from '../../mail/outbox.ts';
import { assertAcceptablePassword, hashPassword } from './passwords.ts';
import { RESET_TOKEN_TTL_MS, hashEmail, hashToken, newOpaqueToken } from './tokens.ts';

export interface ResetDeps {
  db: Database;
  clock: Clock;
  /** The per-address cooldown, shared by every instance when Redis is configured. */
  counters: CounterStore;
  /** Woken after a link is queued, so it leaves now rather than at the next retry. */
  outbox: Pick<OutboxDeliverer, 'kick'>;
  /** Where the e-mailed link points. */
  publicUrl: string;
  /** The least time a request takes (RESET_REQUEST_MIN_MS unless the app is built with another). */
  minRequestMs: number;
}

/** Every request takes at least this long, so timing does not reveal whether an account exists. */
export const RESET_REQUEST_MIN_MS = 400;

export async function requestPasswordReset(deps: ResetDeps, email: string) {
  const started = performance.now();
  const cooldownKey = `reset-cooldown:${hashEmail(email)}`;
  const waitMs = await deps.counters.claim(cooldownKey, RESET_COOLDOWN_MS);
  if (waitMs > 0) {
    throw tooManyRequests(
      waitMs,
      `Please wait ${formatCountdown(waitMs)} before requesting another reset link.`,
    );
  }
  const user = await findUserByEmail(deps.db, email);
  if (user) {
    const token = newOpaqueToken();
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      await replacePasswordReset(tx, {
        userId: user.id,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      });
      await enqueueMail(
        tx,
        {
          to: user.email,
          subject: 'Reset your Sendero password',
          text: resetMailText(user.username, `${deps.publicUrl}/reset-password?token=${token}`),
        },
        now,
      );
    });
    deps.outbox.kick();
  }
  const elapsed = performance.now() - started;
  if (elapsed < deps.minRequestMs) {
    await new Promise((resolve) => setTimeout(resolve, deps.minRequestMs - elapsed));
  }
}

function resetMailText(username: string, link: string) {
  return [
    `Hola ${username},`,
    '',
    'Someone (hopefully you) asked to reset the password of your Sendero account.',
    'Open this link within 30 minutes to choose a new one:',
    '',
    link,
    '',
    "If you didn't ask for this, ignore this e-mail: your password stays as it is.",
    '',
    '— Sendero',
  ].join('\n');
}

/** Sets the new password of the link's account and ends its sessions; answers the account's id. */
export async function resetPassword(
  deps: ResetDeps,
  token: string,
  newPassword: string,
): Promise<number> {
  assertAcceptablePassword(newPassword, 'newPassword', {});
  const passwordHash = await hashPassword(newPassword);
  const now = deps.clock.now();
  const account = await deps.db.transaction(async (tx) => {
    const userId = await consumePasswordReset(tx, { tokenHash: hashToken(token), at: now });
    if (userId === null) return null;
    // Only now is the account known: a refusal here rolls back, and the link still works.
    const user = await findUserById(tx, userId);
    if (user) assertAcceptablePassword(newPassword, 'newPassword', user);
    await updatePasswordHash(tx, { userId, passwordHash, at: now });
    await revokeUserSessions(tx, { userId, reason: 'password-reset', at: now });
    return userId;
  });
  if (account === null) throw badRequest(AUTH_TEXT.resetInvalid, 'token');
  return account;
}

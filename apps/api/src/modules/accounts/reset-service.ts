/**
 * Password reset by e-mailed link. The request answers the same way, in the same time, whether or
 * not the address has an account; a per-address cooldown (shared through Redis when configured)
 * stops link floods. The token is single-use, hashed at rest and lives 30 minutes.
 */
import type { FastifyInstance } from 'fastify';
import { AUTH_TEXT, RESET_COOLDOWN_MS, formatCountdown } from '@sendero/contract';
import {
  consumePasswordReset,
  findUserByEmail,
  replacePasswordReset,
  revokeUserSessions,
  updatePasswordHash,
} from '@sendero/db';
import { badRequest, tooManyRequests } from '../../lib/http-errors.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { assertAcceptablePassword, hashPassword } from './passwords.ts';
import { RESET_TOKEN_TTL_MS, hashToken, newOpaqueToken } from './tokens.ts';

/** Every request takes at least this long, so timing does not reveal whether an account exists. */
export const RESET_REQUEST_MIN_MS = 400;

export async function requestPasswordReset(app: FastifyInstance, email: string) {
  const started = performance.now();
  const cooldownKey = `reset-cooldown:${hashToken(email.toLowerCase())}`;
  const waitMs = await app.counters.claim(cooldownKey, RESET_COOLDOWN_MS);
  if (waitMs > 0) {
    throw tooManyRequests(
      waitMs,
      `Please wait ${formatCountdown(waitMs)} before requesting another reset link.`,
    );
  }
  const user = await findUserByEmail(app.db, email);
  if (user) {
    const token = newOpaqueToken();
    const now = app.now();
    await app.db.transaction(async (tx) => {
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
          text: resetMailText(
            user.username,
            `${app.config.publicUrl}/reset-password?token=${token}`,
          ),
        },
        now,
      );
    });
    app.outbox.kick();
  }
  const elapsed = performance.now() - started;
  if (elapsed < RESET_REQUEST_MIN_MS) {
    await new Promise((resolve) => setTimeout(resolve, RESET_REQUEST_MIN_MS - elapsed));
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

export async function resetPassword(app: FastifyInstance, token: string, newPassword: string) {
  assertAcceptablePassword(newPassword, 'newPassword');
  const passwordHash = await hashPassword(newPassword);
  const now = app.now();
  const done = await app.db.transaction(async (tx) => {
    const userId = await consumePasswordReset(tx, hashToken(token), now);
    if (userId === null) return false;
    await updatePasswordHash(tx, userId, passwordHash, now);
    await revokeUserSessions(tx, userId, 'password-reset', now);
    return true;
  });
  if (!done) throw badRequest(AUTH_TEXT.resetInvalid, 'token');
}

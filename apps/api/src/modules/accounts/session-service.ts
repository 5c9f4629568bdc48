/**
 * Sign-in sessions: login opens a session (a family of refresh tokens) and issues an access token;
 * refresh rotates the refresh token; presenting an already-used refresh token is treated as theft
 * and ends the whole family.
 */
import type { FastifyInstance } from 'fastify';
import { AUTH_TEXT, type PublicUser } from '@sendero/contract';
import {
  createSession,
  findRefreshToken,
  findUserByEmail,
  insertRefreshToken,
  markRefreshTokenUsed,
  revokeSession,
  touchSession,
} from '@sendero/db';
import { HttpError, authRequired, tooManyRequests } from '../../lib/http-errors.ts';
import { verifyOrDummy } from './passwords.ts';
import { REFRESH_TOKEN_TTL_MS, SESSION_MAX_AGE_MS, hashToken, newOpaqueToken } from './tokens.ts';

/** At most this many failed sign-ins per account per hour, from anywhere. */
export const ACCOUNT_FAILURE_LIMIT = 100;
const FAILURE_WINDOW_MS = 60 * 60 * 1000;

export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
  refreshExpiresAt: Date;
}

type UserRow = NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>;

export const toPublicUser = (
  user: Pick<UserRow, 'id' | 'username' | 'email' | 'name' | 'createdAt'>,
): PublicUser => ({
  id: user.id,
  username: user.username,
  email: user.email,
  name: user.name,
  createdAt: user.createdAt.toISOString(),
});

async function issueRefreshToken(
  app: FastifyInstance,
  sessionId: string,
  parentId: number | null,
  sessionExpiresAt: Date,
) {
  const now = app.now();
  const refreshToken = newOpaqueToken();
  const refreshExpiresAt = new Date(
    Math.min(now.getTime() + REFRESH_TOKEN_TTL_MS, sessionExpiresAt.getTime()),
  );
  await insertRefreshToken(app.db, {
    sessionId,
    tokenHash: hashToken(refreshToken),
    parentId,
    createdAt: now,
    expiresAt: refreshExpiresAt,
  });
  return { refreshToken, refreshExpiresAt };
}

export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
  userAgent: string | null,
): Promise<IssuedSession & { user: PublicUser }> {
  const failureKey = `login-fail:${hashToken(email.toLowerCase())}`;
  const { count, ttlMs } = await app.counters.count(failureKey);
  if (count >= ACCOUNT_FAILURE_LIMIT) {
    throw tooManyRequests(
      ttlMs,
      'Too many failed sign-in attempts for this account. Please try again later.',
    );
  }
  const user = await findUserByEmail(app.db, email);
  const ok = await verifyOrDummy(user?.passwordHash ?? null, password);
  if (!user || !ok) {
    await app.counters.increment(failureKey, FAILURE_WINDOW_MS);
    throw new HttpError(401, 'INVALID_CREDENTIALS', AUTH_TEXT.invalidCredentials);
  }
  await app.counters.reset(failureKey);

  const now = app.now();
  const sessionExpiresAt = new Date(now.getTime() + SESSION_MAX_AGE_MS);
  const sessionId = await createSession(app.db, {
    userId: user.id,
    createdAt: now,
    expiresAt: sessionExpiresAt,
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  const refresh = await issueRefreshToken(app, sessionId, null, sessionExpiresAt);
  const accessToken = await app.signAccessToken({ userId: user.id, sessionId });
  return { ...refresh, accessToken, user: toPublicUser(user) };
}

export async function refresh(
  app: FastifyInstance,
  presented: string | undefined,
): Promise<IssuedSession> {
  if (!presented) throw authRequired('No session.');
  const now = app.now();
  const row = await findRefreshToken(app.db, hashToken(presented));
  if (!row) throw authRequired('Session expired');
  if (row.usedAt) {
    // A rotated-out token came back: whoever holds it is not the legitimate client, or both are.
    await revokeSession(app.db, row.sessionId, 'refresh-token-reuse', now);
    app.log.warn({ sessionId: row.sessionId }, 'refresh token reuse: session revoked');
    throw authRequired('Session expired');
  }
  if (row.sessionRevokedAt || row.sessionExpiresAt <= now || row.expiresAt <= now) {
    throw authRequired('Session expired');
  }
  if (!(await markRefreshTokenUsed(app.db, row.id, now))) {
    // Lost a race with another use of the same token: the same theft signal.
    await revokeSession(app.db, row.sessionId, 'refresh-token-reuse', now);
    throw authRequired('Session expired');
  }
  await touchSession(app.db, row.sessionId, now);
  const issued = await issueRefreshToken(app, row.sessionId, row.id, row.sessionExpiresAt);
  const accessToken = await app.signAccessToken({ userId: row.userId, sessionId: row.sessionId });
  return { ...issued, accessToken };
}

/** Ends the session of the presented refresh token, or of the access token's session. */
export async function logout(
  app: FastifyInstance,
  presented: string | undefined,
  sessionId: string | null,
) {
  const now = app.now();
  if (presented) {
    const row = await findRefreshToken(app.db, hashToken(presented));
    if (row) await revokeSession(app.db, row.sessionId, 'logout', now);
  }
  if (sessionId) await revokeSession(app.db, sessionId, 'logout', now);
}

/**
 * Sign-in sessions: login opens a session (a family of refresh tokens) and issues an access token;
 * refresh rotates the refresh token; presenting an already-used refresh token is treated as theft
 * and ends the whole family.
 */
import type { FastifyBaseLogger } from 'fastify';
import { AUTH_TEXT, type PublicUser } from '@sendero/contract';
import {
  createSession,
  findRefreshToken,
  findUserByEmail,
  insertRefreshToken,
  markRefreshTokenUsed,
  revokeSession,
  touchSession,
  type Database,
} from '@sendero/db';
import type { AccessTokens } from '../../lib/access-tokens.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CounterStore } from '../../lib/counters.ts';
import { HttpError, authRequired, tooManyRequests } from '../../lib/http-errors.ts';
import { verifyOrDummy } from './passwords.ts';
import { REFRESH_TOKEN_TTL_MS, SESSION_MAX_AGE_MS, hashToken, newOpaqueToken } from './tokens.ts';

/**
 * Failed sign-ins are throttled where they come from, never by locking the account: a guesser
 * cannot keep its owner out. One address gets this many failures per account in the window…
 */
export const PAIR_FAILURE_LIMIT = 10;
/** …and this many across all accounts, after which the address waits out the window. */
export const ADDRESS_FAILURE_LIMIT = 50;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export interface SessionDeps {
  db: Database;
  clock: Clock;
  /** Failed sign-ins per account, shared by every instance when Redis is configured. */
  counters: CounterStore;
  tokens: AccessTokens;
  log: FastifyBaseLogger;
}

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
  deps: SessionDeps,
  sessionId: string,
  parentId: number | null,
  sessionExpiresAt: Date,
) {
  const now = deps.clock.now();
  const refreshToken = newOpaqueToken();
  const refreshExpiresAt = new Date(
    Math.min(now.getTime() + REFRESH_TOKEN_TTL_MS, sessionExpiresAt.getTime()),
  );
  await insertRefreshToken(deps.db, {
    sessionId,
    tokenHash: hashToken(refreshToken),
    parentId,
    createdAt: now,
    expiresAt: refreshExpiresAt,
  });
  return { refreshToken, refreshExpiresAt };
}

export async function login(
  deps: SessionDeps,
  email: string,
  password: string,
  userAgent: string | null,
  address: string,
): Promise<IssuedSession & { user: PublicUser }> {
  const addressKey = `login-fail-ip:${hashToken(address)}`;
  const pairKey = `login-fail:${hashToken(`${email.toLowerCase()} ${address}`)}`;
  const [fromAddress, forPair] = await Promise.all([
    deps.counters.count(addressKey),
    deps.counters.count(pairKey),
  ]);
  if (fromAddress.count >= ADDRESS_FAILURE_LIMIT || forPair.count >= PAIR_FAILURE_LIMIT) {
    throw tooManyRequests(
      Math.max(
        fromAddress.count >= ADDRESS_FAILURE_LIMIT ? fromAddress.ttlMs : 0,
        forPair.count >= PAIR_FAILURE_LIMIT ? forPair.ttlMs : 0,
      ),
      'Too many failed sign-in attempts. Please try again later.',
    );
  }
  const user = await findUserByEmail(deps.db, email);
  const ok = await verifyOrDummy(user?.passwordHash ?? null, password);
  if (!user || !ok) {
    await Promise.all([
      deps.counters.increment(addressKey, FAILURE_WINDOW_MS),
      deps.counters.increment(pairKey, FAILURE_WINDOW_MS),
    ]);
    throw new HttpError(401, 'INVALID_CREDENTIALS', AUTH_TEXT.invalidCredentials);
  }
  await deps.counters.reset(pairKey);

  const now = deps.clock.now();
  const sessionExpiresAt = new Date(now.getTime() + SESSION_MAX_AGE_MS);
  const sessionId = await createSession(deps.db, {
    userId: user.id,
    createdAt: now,
    expiresAt: sessionExpiresAt,
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  const refresh = await issueRefreshToken(deps, sessionId, null, sessionExpiresAt);
  const accessToken = await deps.tokens.sign({ userId: user.id, sessionId });
  return { ...refresh, accessToken, user: toPublicUser(user) };
}

export async function refresh(
  deps: SessionDeps,
  presented: string | undefined,
): Promise<IssuedSession> {
  if (!presented) throw authRequired('No session.');
  const now = deps.clock.now();
  const row = await findRefreshToken(deps.db, hashToken(presented));
  if (!row) throw authRequired('Session expired');
  if (row.usedAt) {
    // A rotated-out token came back: whoever holds it is not the legitimate client, or both are.
    await revokeSession(deps.db, {
      sessionId: row.sessionId,
      reason: 'refresh-token-reuse',
      at: now,
    });
    deps.log.warn({ sessionId: row.sessionId }, 'refresh token reuse: session revoked');
    throw authRequired('Session expired');
  }
  if (row.sessionRevokedAt || row.sessionExpiresAt <= now || row.expiresAt <= now) {
    throw authRequired('Session expired');
  }
  if (!(await markRefreshTokenUsed(deps.db, { id: row.id, at: now }))) {
    // Lost a race with another use of the same token: the same theft signal.
    await revokeSession(deps.db, {
      sessionId: row.sessionId,
      reason: 'refresh-token-reuse',
      at: now,
    });
    throw authRequired('Session expired');
  }
  await touchSession(deps.db, { sessionId: row.sessionId, at: now });
  const issued = await issueRefreshToken(deps, row.sessionId, row.id, row.sessionExpiresAt);
  const accessToken = await deps.tokens.sign({ userId: row.userId, sessionId: row.sessionId });
  return { ...issued, accessToken };
}

/** Ends the session of the presented refresh token, or of the access token's session. */
export async function logout(
  deps: SessionDeps,
  presented: string | undefined,
  sessionId: string | null,
) {
  const now = deps.clock.now();
  if (presented) {
    const row = await findRefreshToken(deps.db, hashToken(presented));
    if (row) await revokeSession(deps.db, { sessionId: row.sessionId, reason: 'logout', at: now });
  }
  if (sessionId) await revokeSession(deps.db, { sessionId, reason: 'logout', at: now });
}

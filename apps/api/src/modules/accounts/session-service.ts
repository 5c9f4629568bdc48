/**
 * Sign-in sessions: login opens a session (a family of refresh tokens) and issues an access token;
 * refresh rotates the refresh token; presenting an already-used refresh token is treated as theft
 * and ends the whole family, unless it was rotated moments ago (decision 0013).
 */
import type { FastifyBaseLogger } from 'fastify';
import { AUTH_TEXT, ERROR_CODES, type PublicUser, type SessionSummary } from '@sendero/contract';
import {
  createSession,
  findRefreshToken,
  findUserByEmail,
  insertRefreshToken,
  listUserSessions,
  markRefreshTokenUsed,
  revokeOwnSession,
  revokeSession,
  revokeUserSessions,
  touchSession,
  type Database,
} from '@sendero/db';
import type { AccessTokens } from '../../lib/access-tokens.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CounterStore } from '../../lib/counters.ts';
import { HttpError, authRequired, tooManyRequests } from '../../lib/http-errors.ts';
import { spendFailure, spentFor, type FailureBudget } from './account-throttle.ts';
import { issueDeviceCookie, knownDevice } from './device-cookies.ts';
import { deviceLabel } from './device-label.ts';
import { networkLabel } from './network-label.ts';
import { verifyOrDummy } from './passwords.ts';
import {
  REFRESH_REUSE_WINDOW_MS,
  REFRESH_TOKEN_TTL_MS,
  SESSION_MAX_AGE_MS,
  childRefreshToken,
  hashToken,
  newOpaqueToken,
} from './tokens.ts';

/**
 * Failed sign-ins are throttled where they come from: one address gets this many failures per
 * account in the window… (Per account, across addresses, see account-throttle.ts: a guesser
 * cannot keep the owner's known devices out.)
 */
export const PAIR_FAILURE_LIMIT = 10;
/** …and this many across all accounts, after which the address waits out the window. */
export const ADDRESS_FAILURE_LIMIT = 50;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const TOO_MANY_FAILURES = 'Too many failed sign-in attempts. Please try again later.';

export interface SessionDeps {
  db: Database;
  clock: Clock;
  /** Failed sign-ins per account, shared by every instance when Redis is configured. */
  counters: CounterStore;
  tokens: AccessTokens;
  /** Derives each refresh token's child from its parent (see childRefreshToken). */
  childKey: Uint8Array;
  /** Signs device cookies (see device-cookies.ts). */
  deviceKey: Uint8Array;
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

/** When a refresh token issued now stops working: 30 idle days, never past the session's end. */
const refreshExpiry = (now: Date, sessionExpiresAt: Date) =>
  new Date(Math.min(now.getTime() + REFRESH_TOKEN_TTL_MS, sessionExpiresAt.getTime()));

/**
 * Where a sign-in comes from: the request's address and agent, the browser's time zone, and the
 * device cookie it sent, if any.
 */
export interface SignInOrigin {
  address: string;
  userAgent: string | null;
  timeZone?: string | undefined;
  deviceCookie?: string | undefined;
}

/** The browser's time zone when the runtime knows it; anything else is dropped, not stored. */
function knownTimeZone(name: string | undefined): string | null {
  if (!name) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export async function login(
  deps: SessionDeps,
  { email, password }: { email: string; password: string },
  origin: SignInOrigin,
): Promise<IssuedSession & { user: PublicUser; deviceCookie: string }> {
  const { address, userAgent } = origin;
  const addressKey = `login-fail-ip:${hashToken(address)}`;
  const pairKey = `login-fail:${hashToken(`${email.toLowerCase()} ${address}`)}`;
  const user = await findUserByEmail(deps.db, email);
  // A known device of this account spends its own budget; anyone else, the account's (or the
  // unknown e-mail's, alike).
  const device = user
    ? knownDevice(deps.deviceKey, origin.deviceCookie, user.id, deps.clock.now())
    : null;
  const budget: FailureBudget = device ? { device } : { email };
  // One round of counter reads (each waits up to a command timeout on a frozen Redis), all before
  // the password is checked: a refused attempt tries no guess.
  const [fromAddress, forPair, budgetWaitMs] = await Promise.all([
    deps.counters.count(addressKey),
    deps.counters.count(pairKey),
    spentFor(deps.counters, budget),
  ]);
  const waitMs = Math.max(
    fromAddress.count >= ADDRESS_FAILURE_LIMIT ? fromAddress.ttlMs : 0,
    forPair.count >= PAIR_FAILURE_LIMIT ? forPair.ttlMs : 0,
    budgetWaitMs,
  );
  if (
    fromAddress.count >= ADDRESS_FAILURE_LIMIT ||
    forPair.count >= PAIR_FAILURE_LIMIT ||
    budgetWaitMs > 0
  ) {
    throw tooManyRequests(waitMs, TOO_MANY_FAILURES);
  }
  const ok = await verifyOrDummy(user?.passwordHash ?? null, password);
  if (!user || !ok) {
    await Promise.all([
      deps.counters.increment(addressKey, FAILURE_WINDOW_MS),
      deps.counters.increment(pairKey, FAILURE_WINDOW_MS),
      spendFailure(deps.counters, budget),
    ]);
    throw new HttpError(401, 'INVALID_CREDENTIALS', AUTH_TEXT.invalidCredentials);
  }
  // The account's budget is not given back: the owner signing in must not renew a guesser's.
  await deps.counters.reset(pairKey);

  const now = deps.clock.now();
  const sessionExpiresAt = new Date(now.getTime() + SESSION_MAX_AGE_MS);
  const sessionId = await createSession(deps.db, {
    userId: user.id,
    createdAt: now,
    expiresAt: sessionExpiresAt,
    userAgent: userAgent?.slice(0, 300) ?? null,
    createdFrom: networkLabel(address),
    timeZone: knownTimeZone(origin.timeZone),
  });
  const refreshToken = newOpaqueToken();
  const refreshExpiresAt = refreshExpiry(now, sessionExpiresAt);
  await insertRefreshToken(deps.db, {
    sessionId,
    tokenHash: hashToken(refreshToken),
    parentId: null,
    createdAt: now,
    expiresAt: refreshExpiresAt,
  });
  const accessToken = await deps.tokens.sign({ userId: user.id, sessionId });
  return {
    refreshToken,
    refreshExpiresAt,
    accessToken,
    user: toPublicUser(user),
    // A new cookie at each sign-in (OWASP): the device's failure count starts again with it.
    deviceCookie: issueDeviceCookie(deps.deviceKey, user.id, now),
  };
}

type RefreshRow = NonNullable<Awaited<ReturnType<typeof findRefreshToken>>>;

/**
 * Rotates the presented refresh token: marks it used and stores its child in one transaction, so
 * a failure between the two leaves the parent usable and a concurrent caller that finds the parent
 * used also finds its child. A token rotated less than REFRESH_REUSE_WINDOW_MS ago is answered
 * with that same child (tabs racing each other); any other reuse revokes the session.
 */
export async function refresh(
  deps: SessionDeps,
  presented: string | undefined,
): Promise<IssuedSession> {
  if (!presented) throw authRequired('No session.');
  const now = deps.clock.now();
  const tokenHash = hashToken(presented);
  let row = await findRefreshToken(deps.db, tokenHash);
  if (!row) throw authRequired('Session expired');
  if (!row.usedAt) {
    if (row.sessionRevokedAt || row.sessionExpiresAt <= now || row.expiresAt <= now) {
      throw authRequired('Session expired');
    }
    const child = childRefreshToken(deps.childKey, presented);
    const refreshExpiresAt = refreshExpiry(now, row.sessionExpiresAt);
    const parent = row;
    const rotated = await deps.db.transaction(async (tx) => {
      if (!(await markRefreshTokenUsed(tx, { id: parent.id, at: now }))) return false;
      await insertRefreshToken(tx, {
        sessionId: parent.sessionId,
        tokenHash: hashToken(child),
        parentId: parent.id,
        createdAt: now,
        expiresAt: refreshExpiresAt,
      });
      await touchSession(tx, { sessionId: parent.sessionId, at: now });
      return true;
    });
    if (rotated) {
      const accessToken = await deps.tokens.sign({ userId: row.userId, sessionId: row.sessionId });
      return { refreshToken: child, refreshExpiresAt, accessToken };
    }
    // Another request rotated it first and has committed its child: answer as a retry.
    row = await findRefreshToken(deps.db, tokenHash);
    if (!row?.usedAt) throw authRequired('Session expired');
  }
  return answerUsedToken(deps, { ...row, usedAt: row.usedAt }, presented, now);
}

/** A used token came back: within the window, its still-unused child again; otherwise theft. */
async function answerUsedToken(
  deps: SessionDeps,
  row: RefreshRow & { usedAt: Date },
  presented: string,
  now: Date,
): Promise<IssuedSession> {
  const usedAgo = now.getTime() - row.usedAt.getTime();
  if (usedAgo <= REFRESH_REUSE_WINDOW_MS && !row.sessionRevokedAt && row.sessionExpiresAt > now) {
    const child = childRefreshToken(deps.childKey, presented);
    const stored = await findRefreshToken(deps.db, hashToken(child));
    // Only the newest token of the family is handed out again: once the child has been rotated
    // itself, a browser's cookie jar holds its successor, which an older answer would overwrite.
    if (stored && stored.parentId === row.id && !stored.usedAt && stored.expiresAt > now) {
      const accessToken = await deps.tokens.sign({ userId: row.userId, sessionId: row.sessionId });
      return { refreshToken: child, refreshExpiresAt: stored.expiresAt, accessToken };
    }
  }
  // A rotated-out token came back: whoever holds it is not the legitimate client, or both are.
  await revokeSession(deps.db, {
    sessionId: row.sessionId,
    reason: 'refresh-token-reuse',
    at: now,
  });
  deps.log.warn({ sessionId: row.sessionId }, 'refresh token reuse: session revoked');
  throw authRequired('Session expired');
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

/** The user's signed-in devices, the asking one marked `current`. */
export async function listSessions(
  deps: Pick<SessionDeps, 'db' | 'clock'>,
  auth: { userId: number; sessionId: string },
): Promise<SessionSummary[]> {
  const now = deps.clock.now();
  const rows = await listUserSessions(deps.db, {
    userId: auth.userId,
    at: now,
    idleSince: new Date(now.getTime() - REFRESH_TOKEN_TTL_MS),
  });
  return rows.map((row) => ({
    id: row.id,
    device: deviceLabel(row.userAgent),
    createdFrom: row.createdFrom,
    timeZone: row.timeZone,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    current: row.id === auth.sessionId,
  }));
}

/** Signs out one of the user's devices; 404 when it is someone else's or already ended. */
export async function endSession(
  deps: Pick<SessionDeps, 'db' | 'clock'>,
  auth: { userId: number },
  sessionId: string,
) {
  const ended = await revokeOwnSession(deps.db, {
    userId: auth.userId,
    sessionId,
    reason: 'ended-by-owner',
    at: deps.clock.now(),
  });
  if (!ended) throw new HttpError(404, ERROR_CODES.notFound, AUTH_TEXT.sessionNotFound);
}

/** Signs out every device but the one asking; says how many it signed out. */
export async function endOtherSessions(
  deps: Pick<SessionDeps, 'db' | 'clock'>,
  auth: { userId: number; sessionId: string },
) {
  return revokeUserSessions(deps.db, {
    userId: auth.userId,
    reason: 'ended-by-owner',
    at: deps.clock.now(),
    keep: auth.sessionId,
  });
}

/**
 * Account, session and reset-token queries. Tokens are only ever stored and looked up as hashes.
 */
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../open.ts';
import { passwordResets, refreshTokens, sessions, users } from '../schema/index.ts';

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export const publicUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  name: users.name,
  createdAt: users.createdAt,
};

export async function findUserByEmail(db: Executor, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return user ?? null;
}

export async function findUserById(db: Executor, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

/** Which of e-mail and username (case-insensitive) already belong to an account. */
export async function findRegistrationConflicts(
  db: Executor,
  { email, username }: { email: string; username: string },
) {
  const rows = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(
      sql`lower(${users.email}) = lower(${email}) or lower(${users.username}) = lower(${username})`,
    );
  return {
    email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
    username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
  };
}

export async function insertUser(
  db: Executor,
  values: { username: string; email: string; passwordHash: string; acceptedTermsAt: Date },
) {
  const [user] = await db.insert(users).values(values).returning(publicUserColumns);
  return user!;
}

export async function updatePasswordHash(
  db: Executor,
  { userId, passwordHash, at }: { userId: number; passwordHash: string; at: Date },
) {
  await db.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, userId));
}

export async function deleteUser(db: Executor, userId: number) {
  // Sessions, refresh tokens, reset tokens, bookmarks and favourites go with it (ON DELETE CASCADE).
  await db.delete(users).where(eq(users.id, userId));
}

export async function createSession(
  db: Executor,
  values: {
    userId: number;
    expiresAt: Date;
    createdAt: Date;
    userAgent: string | null;
    createdFrom: string | null;
    timeZone: string | null;
  },
) {
  const [session] = await db
    .insert(sessions)
    .values({ ...values, lastUsedAt: values.createdAt })
    .returning({ id: sessions.id });
  return session!.id;
}

export async function findLiveSession(
  db: Executor,
  { sessionId, at }: { sessionId: string; at: Date },
) {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return null;
  const [session] = await db
    .select({ id: sessions.id, userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, at)))
    .limit(1);
  return session ?? null;
}

export async function revokeSession(
  db: Executor,
  { sessionId, reason, at }: { sessionId: string; reason: string; at: Date },
) {
  await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Ends every session of the user except `keep` (the one asking, when there is one), and says how
 * many it ended.
 */
export async function revokeUserSessions(
  db: Executor,
  {
    userId,
    reason,
    at,
    keep,
  }: { userId: number; reason: string; at: Date; keep?: string | undefined },
) {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keep ? ne(sessions.id, keep) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

/**
 * The user's sessions that can still be used: not ended, not past their end, and used within
 * `idleSince` (older ones hold no refresh token that still works). Most recently used first.
 */
export async function listUserSessions(
  db: Executor,
  { userId, at, idleSince }: { userId: number; at: Date; idleSince: Date },
) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdFrom: sessions.createdFrom,
      timeZone: sessions.timeZone,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, at),
        gt(sessions.lastUsedAt, idleSince),
      ),
    )
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
}

/** Ends one of the user's own sessions; false when it is not theirs or already ended. */
export async function revokeOwnSession(
  db: Executor,
  {
    userId,
    sessionId,
    reason,
    at,
  }: { userId: number; sessionId: string; reason: string; at: Date },
) {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

export async function insertRefreshToken(
  db: Executor,
  values: {
    sessionId: string;
    tokenHash: string;
    parentId: number | null;
    createdAt: Date;
    expiresAt: Date;
  },
) {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      sessionId: refreshTokens.sessionId,
      parentId: refreshTokens.parentId,
      usedAt: refreshTokens.usedAt,
      expiresAt: refreshTokens.expiresAt,
      userId: sessions.userId,
      sessionRevokedAt: sessions.revokedAt,
      sessionExpiresAt: sessions.expiresAt,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Marks the token used; false when someone else used it first (the losing side of a race). */
export async function markRefreshTokenUsed(
  db: Executor,
  { id, at }: { id: number; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: at })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function touchSession(
  db: Executor,
  { sessionId, at }: { sessionId: string; at: Date },
) {
  await db.update(sessions).set({ lastUsedAt: at }).where(eq(sessions.id, sessionId));
}

export async function replacePasswordReset(
  db: Executor,
  values: { userId: number; tokenHash: string; createdAt: Date; expiresAt: Date },
) {
  // Only the latest link works: earlier unused ones are retired.
  await db
    .update(passwordResets)
    .set({ usedAt: values.createdAt })
    .where(and(eq(passwordResets.userId, values.userId), isNull(passwordResets.usedAt)));
  await db.insert(passwordResets).values(values);
}

/** Consumes a live reset token atomically; returns its user, or null when invalid/used/expired. */
export async function consumePasswordReset(
  db: Executor,
  { tokenHash, at }: { tokenHash: string; at: Date },
) {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: at })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, at),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId ?? null;
}

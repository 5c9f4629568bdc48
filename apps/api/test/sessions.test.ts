/**
 * Refresh-token rotation, the reuse window and reuse detection, the Origin rule and token
 * lifetimes (injected clock).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CHILD_KEY_PURPOSE,
  REFRESH_REUSE_WINDOW_MS,
  childRefreshToken,
  hashToken,
} from '../src/modules/accounts/tokens.ts';
import { useApp } from './build.ts';
import { testDatabases } from './databases.ts';
import {
  bearer,
  originOf,
  refreshCookieOf,
  refreshWith,
  registerAndLogin,
} from './accounts-helpers.ts';

/** The subject and session an access token names (its signature is the server's business). */
function accessClaims(token: string): { sub: string; sid: string } {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
  return { sub: payload.sub, sid: payload.sid };
}

describe.each(testDatabases)('sessions on $name', (target) => {
  let clock = new Date('2026-11-21T10:00:00Z');
  const ctx = useApp(target, { now: () => clock });
  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const tokensOfSession = async (sessionId: string) => {
    const { rows } = await ctx.database.db.execute(
      sql`select count(*)::int as n from refresh_tokens where session_id = ${sessionId}`,
    );
    return rows[0]!['n'];
  };

  it('rotates the refresh token on every refresh, each new access token working', async () => {
    const user = await registerAndLogin(ctx.app);
    const first = await refreshWith(ctx.app, user.refresh);
    expect(first.statusCode).toBe(200);
    const rotated = refreshCookieOf(first);
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(user.refresh);
    const me = await ctx.app.inject({ url: '/api/users/me', headers: bearer(first.json().token) });
    expect(me.statusCode).toBe(200);

    const second = await refreshWith(ctx.app, rotated);
    expect(second.statusCode).toBe(200);
    expect(refreshCookieOf(second)).not.toBe(rotated);
  });

  it('treats a reused refresh token as theft and revokes the whole family', async () => {
    const user = await registerAndLogin(ctx.app);
    const rotated = refreshCookieOf(await refreshWith(ctx.app, user.refresh))!;
    const newest = await refreshWith(ctx.app, rotated);
    const newestRefresh = refreshCookieOf(newest)!;
    const newestAccess = newest.json().token as string;

    const replay = await refreshWith(ctx.app, user.refresh); // the original, already used
    expect(replay.statusCode).toBe(401);
    expect(String(replay.headers['set-cookie'])).toMatch(/sendero_refresh=;/);
    // Every member of the family is dead, including the legitimate newest one.
    expect((await refreshWith(ctx.app, newestRefresh)).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ url: '/api/users/me', headers: bearer(newestAccess) })).statusCode,
    ).toBe(401);
  });

  it('answers concurrent refreshes with one cookie alike: the same new token, the same subject', async () => {
    const user = await registerAndLogin(ctx.app);
    const results = await Promise.all([1, 2, 3].map(() => refreshWith(ctx.app, user.refresh)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const children = new Set(results.map((r) => refreshCookieOf(r)));
    expect(children.size).toBe(1);
    const [child] = [...children];
    expect(child).toBeDefined();
    expect(child).not.toBe(user.refresh);
    const claims = results.map((r) => accessClaims(r.json().token as string));
    for (const { sub, sid } of claims) expect({ sub, sid }).toEqual(accessClaims(user.token));
    // Only one child was stored, and it is the family's live token.
    expect(await tokensOfSession(claims[0]!.sid)).toBe(2);
    expect((await refreshWith(ctx.app, child)).statusCode).toBe(200);
  });

  it('answers a token rotated moments ago with the same child; later reuse revokes the family', async () => {
    const user = await registerAndLogin(ctx.app);
    const first = await refreshWith(ctx.app, user.refresh);
    const child = refreshCookieOf(first)!;

    later(REFRESH_REUSE_WINDOW_MS - 1000);
    const retry = await refreshWith(ctx.app, user.refresh);
    expect(retry.statusCode).toBe(200);
    expect(refreshCookieOf(retry)).toBe(child);
    expect(accessClaims(retry.json().token as string).sub).toBe(String(user.id));

    later(2000);
    const late = await refreshWith(ctx.app, user.refresh);
    expect(late.statusCode).toBe(401);
    expect(refreshCookieOf(late)).toBeUndefined();
    expect((await refreshWith(ctx.app, child)).statusCode).toBe(401);
    const me = await ctx.app.inject({ url: '/api/users/me', headers: bearer(first.json().token) });
    expect(me.statusCode).toBe(401);
  });

  it('revokes on a replay within the window once the child has been rotated itself', async () => {
    const user = await registerAndLogin(ctx.app);
    const child = refreshCookieOf(await refreshWith(ctx.app, user.refresh))!;
    const grandchild = refreshCookieOf(await refreshWith(ctx.app, child))!;
    later(1000);
    // Handing out `child` again would overwrite the browser's newer cookie with a used token.
    expect((await refreshWith(ctx.app, user.refresh)).statusCode).toBe(401);
    expect((await refreshWith(ctx.app, grandchild)).statusCode).toBe(401);
  });

  it('does not bring back a session that ended within the window', async () => {
    const user = await registerAndLogin(ctx.app);
    const first = await refreshWith(ctx.app, user.refresh);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...bearer(first.json().token), origin: originOf(ctx.app) },
    });
    expect(logout.statusCode).toBe(204);
    expect((await refreshWith(ctx.app, user.refresh)).statusCode).toBe(401);
  });

  it('rotates in one transaction: when storing the child fails, the parent stays usable', async () => {
    const user = await registerAndLogin(ctx.app);
    const db = ctx.database.db;
    const child = childRefreshToken(ctx.app.serverKey(CHILD_KEY_PURPOSE), user.refresh);
    // A row already holding the child's hash makes the insert of the child fail (unique index)
    // after the parent has been marked used in the same transaction.
    await db.execute(
      sql`insert into refresh_tokens (session_id, token_hash, expires_at)
          select session_id, ${hashToken(child)}, expires_at from refresh_tokens
          where token_hash = ${hashToken(user.refresh)}`,
    );
    expect((await refreshWith(ctx.app, user.refresh)).statusCode).toBe(500);
    const { rows } = await db.execute(
      sql`select used_at from refresh_tokens where token_hash = ${hashToken(user.refresh)}`,
    );
    expect(rows[0]!['used_at']).toBeNull();

    await db.execute(sql`delete from refresh_tokens where token_hash = ${hashToken(child)}`);
    const retried = await refreshWith(ctx.app, user.refresh);
    expect(retried.statusCode).toBe(200);
    expect(refreshCookieOf(retried)).toBe(child);
  });

  it('refuses refresh without the cookie, with an unknown token, or from another origin', async () => {
    const user = await registerAndLogin(ctx.app);
    expect((await refreshWith(ctx.app, undefined)).statusCode).toBe(401);
    expect((await refreshWith(ctx.app, 'made-up-token')).statusCode).toBe(401);
    const foreign = await refreshWith(ctx.app, user.refresh, 'https://evil.example');
    expect(foreign.statusCode).toBe(403);
    const noOrigin = await ctx.app.inject({
      method: 'POST',
      url: '/api/refresh',
      headers: { cookie: `sendero_refresh=${user.refresh}` },
    });
    expect(noOrigin.statusCode).toBe(403);
    // The refused attempts did not consume the token.
    expect((await refreshWith(ctx.app, user.refresh)).statusCode).toBe(200);
  });

  it('expires access tokens after 15 minutes while the refresh cookie still works', async () => {
    const user = await registerAndLogin(ctx.app);
    later(14 * 60 * 1000);
    expect(
      (await ctx.app.inject({ url: '/api/users/me', headers: bearer(user.token) })).statusCode,
    ).toBe(200);
    later(2 * 60 * 1000);
    expect(
      (await ctx.app.inject({ url: '/api/users/me', headers: bearer(user.token) })).statusCode,
    ).toBe(401);
    const refreshed = await refreshWith(ctx.app, user.refresh);
    expect(refreshed.statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ url: '/api/users/me', headers: bearer(refreshed.json().token) }))
        .statusCode,
    ).toBe(200);
  });

  it('ends a refresh token after 30 idle days', async () => {
    const user = await registerAndLogin(ctx.app);
    later(31 * 24 * 60 * 60 * 1000);
    expect((await refreshWith(ctx.app, user.refresh)).statusCode).toBe(401);
  });
});

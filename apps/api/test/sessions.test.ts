/** Refresh-token rotation, reuse detection, the Origin rule and token lifetimes (injected clock). */
import { describe, expect, it } from 'vitest';
import { useApp } from './build.ts';
import { testDatabases } from './databases.ts';
import { bearer, refreshCookieOf, refreshWith, registerAndLogin } from './accounts-helpers.ts';

describe.each(testDatabases)('sessions on $name', (target) => {
  let clock = new Date('2026-11-21T10:00:00Z');
  const ctx = useApp(target, { now: () => clock });
  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
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

  it('lets only one of two parallel refreshes with the same token succeed', async () => {
    const user = await registerAndLogin(ctx.app);
    const results = await Promise.all([
      refreshWith(ctx.app, user.refresh),
      refreshWith(ctx.app, user.refresh),
    ]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 401]);
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

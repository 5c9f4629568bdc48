/**
 * The profile's list of signed-in devices (ASVS V7): what each session shows, ending one or all
 * the others, owner-only access, and deleting the account only with the password.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_TEXT, sessionList } from '@sendero/contract';
import { REFRESH_TOKEN_TTL_MS } from '../src/modules/accounts/tokens.ts';
import { useApp } from './build.ts';
import { testDatabases } from './databases.ts';
import { bearer, refreshCookieOf, refreshWith, registerAndLogin } from './accounts-helpers.ts';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe.each(testDatabases)('signed-in devices on $name', (target) => {
  let clock = new Date('2026-11-21T10:00:00Z');
  const ctx = useApp(target, { now: () => clock });
  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  /** A second sign-in of the same account, from another device and network. */
  async function signInAgain(
    user: { email: string; password: string },
    device: { userAgent: string; remoteAddress: string; timeZone?: string },
  ) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'user-agent': device.userAgent },
      remoteAddress: device.remoteAddress,
      payload: { email: user.email, password: user.password, timeZone: device.timeZone },
    });
    expect(response.statusCode).toBe(200);
    return { token: response.json().token as string, refresh: refreshCookieOf(response)! };
  }

  const listOf = async (token: string) => {
    const response = await ctx.app.inject({ url: '/api/me/sessions', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    return sessionList.parse(response.json()).items;
  };

  it('lists each device with its browser, network, time zone and last use, this one marked', async () => {
    const user = await registerAndLogin(ctx.app);
    later(60_000);
    const phone = await signInAgain(user, {
      userAgent: PHONE,
      remoteAddress: '203.0.113.57',
      timeZone: 'America/Mexico_City',
    });
    const laptop = await signInAgain(user, {
      userAgent: LAPTOP,
      remoteAddress: '2001:db8:85a3::8a2e:370:7334',
      timeZone: 'Not/AZone',
    });
    later(5 * 60_000);
    expect((await refreshWith(ctx.app, phone.refresh)).statusCode).toBe(200);

    const items = await listOf(laptop.token);
    expect(items).toHaveLength(3);
    // Most recently used first: the phone refreshed last.
    expect(items[0]).toMatchObject({
      device: 'Chrome on Android',
      createdFrom: '203.0.113.x',
      timeZone: 'America/Mexico_City',
      lastUsedAt: clock.toISOString(),
      current: false,
    });
    const mine = items.find((item) => item.current)!;
    expect(mine).toMatchObject({
      device: 'Firefox on Windows',
      createdFrom: '2001:db8:85a3::/48',
      // A name the runtime does not know is dropped, not stored.
      timeZone: null,
    });
    expect(items.filter((item) => item.current)).toHaveLength(1);

    // The full address is never kept.
    const { rows } = await ctx.database.db.execute(
      sql`select created_from from sessions where user_id = ${user.id}`,
    );
    expect(rows.map((row) => row['created_from'])).not.toContain('203.0.113.57');
  });

  it('leaves out ended, expired and long-idle sessions', async () => {
    const user = await registerAndLogin(ctx.app);
    const other = await signInAgain(user, { userAgent: PHONE, remoteAddress: '198.51.100.2' });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...bearer(other.token), origin: new URL(ctx.app.config.publicUrl).origin },
    });
    expect(await listOf(user.token)).toHaveLength(1);

    // A session unused for longer than a refresh token lives cannot come back, so it is not shown.
    const idle = await signInAgain(user, { userAgent: PHONE, remoteAddress: '198.51.100.3' });
    later(REFRESH_TOKEN_TTL_MS + 1000);
    const fresh = await signInAgain(user, { userAgent: LAPTOP, remoteAddress: '198.51.100.4' });
    const items = await listOf(fresh.token);
    expect(items.map((item) => item.current)).toEqual([true]);
    expect((await refreshWith(ctx.app, idle.refresh)).statusCode).toBe(401);
  });

  it('ends one other device: its refresh and its access token stop working at once', async () => {
    const user = await registerAndLogin(ctx.app);
    const phone = await signInAgain(user, { userAgent: PHONE, remoteAddress: '203.0.113.9' });
    const target = (await listOf(user.token)).find((item) => item.device === 'Chrome on Android')!;

    const ended = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/me/sessions/${target.id}`,
      headers: bearer(user.token),
    });
    expect(ended.statusCode).toBe(204);
    expect(
      (await ctx.app.inject({ url: '/api/users/me', headers: bearer(phone.token) })).statusCode,
    ).toBe(401);
    expect((await refreshWith(ctx.app, phone.refresh)).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ url: '/api/users/me', headers: bearer(user.token) })).statusCode,
    ).toBe(200);

    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/me/sessions/${target.id}`,
      headers: bearer(user.token),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(AUTH_TEXT.sessionNotFound);
  });

  it("cannot see or end another account's sessions", async () => {
    const owner = await registerAndLogin(ctx.app);
    const stranger = await registerAndLogin(ctx.app);
    const [session] = await listOf(owner.token);
    expect((await listOf(stranger.token)).map((item) => item.id)).not.toContain(session!.id);

    const attempt = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/me/sessions/${session!.id}`,
      headers: bearer(stranger.token),
    });
    expect(attempt.statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ url: '/api/users/me', headers: bearer(owner.token) })).statusCode,
    ).toBe(200);

    const signedOut = await ctx.app.inject({ url: '/api/me/sessions' });
    expect(signedOut.statusCode).toBe(401);
    const malformed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/me/sessions/not-a-session',
      headers: bearer(owner.token),
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('ends every other device and keeps this one', async () => {
    const user = await registerAndLogin(ctx.app);
    const phone = await signInAgain(user, { userAgent: PHONE, remoteAddress: '203.0.113.10' });
    const laptop = await signInAgain(user, { userAgent: LAPTOP, remoteAddress: '203.0.113.11' });

    const response = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/me/sessions',
      headers: bearer(phone.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: 2 });
    const items = await listOf(phone.token);
    expect(items).toHaveLength(1);
    expect(items[0]!.current).toBe(true);
    expect((await refreshWith(ctx.app, laptop.refresh)).statusCode).toBe(401);
    expect((await refreshWith(ctx.app, user.refresh)).statusCode).toBe(401);
    expect((await refreshWith(ctx.app, phone.refresh)).statusCode).toBe(200);
  });

  it('deletes the account only with its password', async () => {
    const user = await registerAndLogin(ctx.app);
    const remove = (payload?: object) =>
      ctx.app.inject({
        method: 'DELETE',
        url: '/api/users/me',
        headers: bearer(user.token),
        ...(payload ? { payload } : {}),
      });

    const missing = await remove();
    expect(missing.statusCode).toBe(400);
    const blank = await remove({ password: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ field: 'password' });
    const wrong = await remove({ password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      field: 'password',
      message: AUTH_TEXT.deletePasswordWrong,
    });
    expect(
      (await ctx.app.inject({ url: '/api/users/me', headers: bearer(user.token) })).statusCode,
    ).toBe(200);

    expect((await remove({ password: user.password })).statusCode).toBe(204);
    expect(
      (await ctx.app.inject({ url: '/api/users/me', headers: bearer(user.token) })).statusCode,
    ).toBe(401);
  });
});

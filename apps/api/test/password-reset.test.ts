/** Forgotten passwords: enumeration resistance, cooldown, single use, expiry, session revocation. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AUTH_TEXT } from '@sendero/contract';
import { useApp } from './build.ts';
import { testDatabases } from './databases.ts';
import {
  bearer,
  deleteOwnAccount,
  deviceCookieOf,
  nextIp,
  refreshWith,
  registerAndLogin,
} from './accounts-helpers.ts';
import { ACCOUNT_FAILURE_LIMIT } from '../src/modules/accounts/account-throttle.ts';

function latestResetLink(outboxDir: string, email: string): string {
  const files = readdirSync(outboxDir).sort();
  for (const file of files.reverse()) {
    const raw = readFileSync(join(outboxDir, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    if (raw.includes(email)) {
      const match = /https?:\/\/\S+\/reset-password\?token=([\w-]+)/.exec(raw);
      if (match) return match[1]!;
    }
  }
  throw new Error(`no reset e-mail for ${email}`);
}

const requestOn = (app: FastifyInstance, email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email },
    remoteAddress: nextIp(),
  });

describe.each(testDatabases)('password reset timing on $name', (target) => {
  // The app as it runs: every request takes at least RESET_REQUEST_MIN_MS.
  const ctx = useApp(target);
  const request = (email: string) => requestOn(ctx.app, email);

  it('answers known and unknown addresses identically, in at least the same minimum time', async () => {
    const user = await registerAndLogin(ctx.app);
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await request(email);
      return { response, ms: performance.now() - started };
    };
    const known = await timed(user.email);
    const unknown = await timed(`nobody.${Date.now()}@example.com`);
    expect(known.response.statusCode).toBe(204);
    expect(unknown.response.statusCode).toBe(204);
    expect(known.response.body).toBe(unknown.response.body);
    expect(known.ms).toBeGreaterThanOrEqual(390);
    expect(unknown.ms).toBeGreaterThanOrEqual(390);
  });
});

describe.each(testDatabases)('password reset on $name', (target) => {
  let clock = new Date('2026-11-21T10:00:00Z');
  // Timing is the block above's concern: here a request answers as soon as it is done, instead
  // of each of them waiting out the minimum time.
  const ctx = useApp(target, { now: () => clock, resetRequestMinMs: 0 });
  const request = (email: string) => requestOn(ctx.app, email);
  const reset = (token: string, newPassword: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword },
      remoteAddress: nextIp(),
    });

  it('e-mails a single-use link to PUBLIC_URL that sets the password and ends every session', async () => {
    const user = await registerAndLogin(ctx.app);
    expect((await request(user.email)).statusCode).toBe(204);
    await ctx.app.outbox.deliverDue();
    const token = latestResetLink(ctx.config.outboxDir, user.email);
    const eml = readdirSync(ctx.config.outboxDir)
      .map((f) => readFileSync(join(ctx.config.outboxDir, f), 'utf8'))
      .join('\n');
    expect(eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain(
      `${ctx.config.publicUrl}/reset-password?token=${token}`,
    );

    // A password with the username in it is refused, and the link still works after that.
    const named = await reset(token, `${user.username}-2026`);
    expect(named.statusCode).toBe(400);
    expect(named.json()).toMatchObject({
      field: 'newPassword',
      message: AUTH_TEXT.passwordPersonal,
    });

    const done = await reset(token, 'Ruta-Nueva-2026');
    expect(done.statusCode).toBe(200);
    expect(done.headers['content-type']).toMatch(/text\/plain/);
    expect(done.body).toBe(AUTH_TEXT.resetDone);

    // Single use.
    const again = await reset(token, 'Otra-Ruta-2026');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(AUTH_TEXT.resetInvalid);
    // Sessions from before the reset are over; the new password works.
    expect(
      (await ctx.app.inject({ url: '/api/users/me', headers: bearer(user.token) })).statusCode,
    ).toBe(401);
    expect((await refreshWith(ctx.app, user.refresh)).statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: 'Ruta-Nueva-2026' },
      remoteAddress: nextIp(),
    });
    expect(login.statusCode).toBe(200);
  });

  it('forgets the e-mails of a deleted account: its outbox rows and their .eml copies', async () => {
    const user = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    for (const address of [user.email, other.email]) {
      expect((await request(address)).statusCode).toBe(204);
    }
    await ctx.app.outbox.deliverDue();
    const mentions = (email: string) =>
      readdirSync(ctx.config.outboxDir).filter((file) =>
        readFileSync(join(ctx.config.outboxDir, file), 'utf8').includes(email),
      );
    expect(mentions(user.email)).toHaveLength(1);
    const rowsTo = async (email: string) => {
      const { rows } = await ctx.database.db.execute(
        sql`select count(*)::int as n from outbox where lower(to_address) = lower(${email})`,
      );
      return rows[0]!['n'];
    };
    expect(await rowsTo(user.email)).toBe(1);

    const deleted = await deleteOwnAccount(ctx.app, user);
    expect(deleted.statusCode).toBe(204);
    expect(await rowsTo(user.email)).toBe(0);
    expect(mentions(user.email)).toEqual([]);
    expect(await rowsTo(other.email)).toBe(1);
    expect(mentions(other.email)).toHaveLength(1);
  });

  it('stores only a hash of the token', async () => {
    const user = await registerAndLogin(ctx.app);
    await request(user.email);
    await ctx.app.outbox.deliverDue();
    const token = latestResetLink(ctx.config.outboxDir, user.email);
    const { rows } = await ctx.database.db.execute(
      (await import('drizzle-orm'))
        .sql`select token_hash from password_resets where user_id = ${user.id}`,
    );
    expect(rows.map((r) => r['token_hash'])).not.toContain(token);
  });

  it('expires a link after 30 minutes', async () => {
    const user = await registerAndLogin(ctx.app);
    await request(user.email);
    await ctx.app.outbox.deliverDue();
    const token = latestResetLink(ctx.config.outboxDir, user.email);
    clock = new Date(clock.getTime() + 31 * 60 * 1000);
    const response = await reset(token, 'Ruta-Tardia-2026');
    expect(response.statusCode).toBe(400);
  });

  it('holds a 5-minute cooldown per address, for known and unknown addresses alike', async () => {
    const user = await registerAndLogin(ctx.app);
    const unknown = `ghost.${Date.now()}@example.com`;
    for (const email of [user.email, unknown]) {
      expect((await request(email)).statusCode).toBe(204);
      const blocked = await request(email.toUpperCase());
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(290);
      expect(blocked.json().message).toMatch(
        /^Please wait 0[45]:\d\d before requesting another reset link\.$/,
      );
    }
    clock = new Date(clock.getTime() + 5 * 60 * 1000 + 1000);
    expect((await request(user.email)).statusCode).toBe(204);
  });

  it('keeps only the latest link valid', async () => {
    const user = await registerAndLogin(ctx.app);
    await request(user.email);
    await ctx.app.outbox.deliverDue();
    const first = latestResetLink(ctx.config.outboxDir, user.email);
    clock = new Date(clock.getTime() + 6 * 60 * 1000);
    await request(user.email);
    await ctx.app.outbox.deliverDue();
    const second = latestResetLink(ctx.config.outboxDir, user.email);
    expect(second).not.toBe(first);
    expect((await reset(first, 'Primera-Ruta-2026')).statusCode).toBe(400);
    expect((await reset(second, 'Segunda-Ruta-2026')).statusCode).toBe(200);
  });

  it('lets an owner whom guessers locked out back in: the link makes the browser a known device', async () => {
    const user = await registerAndLogin(ctx.app);
    const signIn = (password: string, device?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password },
        remoteAddress: nextIp(),
        ...(device ? { cookies: { sendero_device: device } } : {}),
      });
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i += 1) await signIn(`guess-${i}`);
    // The owner, on a new device: locked out with the rest (decision 0027)…
    expect((await signIn(user.password)).statusCode).toBe(429);
    // …but the reset is not limited by failed sign-ins, and its answer marks this browser.
    expect((await request(user.email)).statusCode).toBe(204);
    await ctx.app.outbox.deliverDue();
    const done = await reset(latestResetLink(ctx.config.outboxDir, user.email), 'Ruta-Propia-2026');
    expect(done.statusCode).toBe(200);
    const device = deviceCookieOf(done);
    expect(device).toBeDefined();
    expect((await signIn('Ruta-Propia-2026', device)).statusCode).toBe(200);
    // Anyone else still waits.
    expect((await signIn('Ruta-Propia-2026')).statusCode).toBe(429);
  }, 60_000);

  it('refuses a weak new password', async () => {
    const response = await reset('whatever', 'short');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'newPassword',
      message: expect.stringContaining(AUTH_TEXT.resetShort),
    });
  });

  it('refuses a guessable new password and says why', async () => {
    const response = await reset('whatever', 'abc123456');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'newPassword',
      message: expect.stringContaining('This is a commonly used password.'),
    });
  });
});

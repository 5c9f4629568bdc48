/**
 * The session cookies: the HttpOnly refresh cookie and the readable `sendero_session=1` hint are
 * set together on sign-in and refresh, and cleared together when the session ends. The device
 * cookie (decision 0027) outlives them: it marks the browser, not the session.
 */
import { describe, expect, it } from 'vitest';
import { SESSION_HINT_COOKIE } from '@sendero/contract';
import { useApp } from './build.ts';
import { testDatabases } from './databases.ts';
import {
  bearer,
  buildRegistration,
  deleteOwnAccount,
  deviceCookieOf,
  nextIp,
  originOf,
  refreshWith,
  registerAndLogin,
  setCookieLine,
} from './accounts-helpers.ts';

const cleared = /Expires=Thu, 01 Jan 1970/;

describe.each(testDatabases)('session cookies on $name', (target) => {
  const ctx = useApp(target);

  it('sign-in sets the hint beside the refresh cookie: readable, site-wide, Lax, as long-lived', async () => {
    const registration = buildRegistration();
    const remoteAddress = nextIp();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: registration,
      remoteAddress,
    });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: registration.email, password: registration.password },
      remoteAddress,
    });
    expect(SESSION_HINT_COOKIE).toBe('sendero_session');
    const hint = setCookieLine(login, 'sendero_session')!;
    expect(hint).toMatch(/^sendero_session=1;/);
    expect(hint).toMatch(/Path=\/(;|$)/);
    expect(hint).toMatch(/SameSite=Lax/);
    expect(hint).not.toMatch(/HttpOnly/);
    // Plain-http localhost: not Secure, as the refresh cookie.
    expect(hint).not.toMatch(/Secure/);
    const expires = (line: string) => /Expires=([^;]+)/.exec(line)?.[1];
    expect(expires(hint)).toBeDefined();
    expect(expires(hint)).toBe(expires(setCookieLine(login, 'sendero_refresh')!));
  });

  it('a refresh renews the hint; a refused refresh clears both cookies', async () => {
    const user = await registerAndLogin(ctx.app);
    const good = await refreshWith(ctx.app, user.refresh);
    expect(setCookieLine(good, 'sendero_session')).toMatch(/^sendero_session=1;/);
    const bad = await refreshWith(ctx.app, 'made-up-token');
    expect(bad.statusCode).toBe(401);
    expect(setCookieLine(bad, 'sendero_session')).toMatch(cleared);
    expect(setCookieLine(bad, 'sendero_refresh')).toMatch(cleared);
  });

  it('sign-in sets the device cookie: HttpOnly, Strict, sent only to the sign-in, for a year, naming nobody in clear', async () => {
    const before = Date.now();
    const user = await registerAndLogin(ctx.app);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: nextIp(),
    });
    const line = setCookieLine(login, 'sendero_device')!;
    expect(line).toMatch(/^sendero_device=[\w.-]+;/);
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Strict/);
    expect(line).toMatch(/Path=\/api\/login(;|$)/);
    expect(line).not.toMatch(/Secure/);
    const expires = Date.parse(/Expires=([^;]+)/.exec(line)![1]!);
    const year = 365 * 24 * 60 * 60 * 1000;
    expect(expires).toBeGreaterThan(before + year - 60_000);
    expect(expires).toBeLessThan(Date.now() + year + 60_000);
    const value = deviceCookieOf(login)!;
    for (const personal of [user.email, user.username, String(user.id)]) {
      expect(value.split('.')).not.toContain(personal);
    }
    expect(value).not.toContain(encodeURIComponent(user.email));
  });

  it('logout and account deletion leave the device cookie alone', async () => {
    const user = await registerAndLogin(ctx.app);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...bearer(user.token), origin: originOf(ctx.app) },
      cookies: { sendero_refresh: user.refresh, sendero_device: user.device },
    });
    expect(logout.statusCode).toBe(204);
    expect(setCookieLine(logout, 'sendero_device')).toBeUndefined();
    const other = await registerAndLogin(ctx.app);
    const deletion = await deleteOwnAccount(ctx.app, other, { sendero_device: other.device });
    expect(deletion.statusCode).toBe(204);
    expect(setCookieLine(deletion, 'sendero_device')).toBeUndefined();
  });

  it('logout and account deletion clear the hint', async () => {
    const user = await registerAndLogin(ctx.app);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...bearer(user.token), origin: originOf(ctx.app) },
    });
    expect(logout.statusCode).toBe(204);
    expect(setCookieLine(logout, 'sendero_session')).toMatch(/^sendero_session=;.*Path=\/(;|$)/);
    expect(setCookieLine(logout, 'sendero_session')).toMatch(cleared);

    const other = await registerAndLogin(ctx.app);
    const deletion = await deleteOwnAccount(ctx.app, other);
    expect(deletion.statusCode).toBe(204);
    expect(setCookieLine(deletion, 'sendero_session')).toMatch(cleared);
  });
});

describe('session cookies on an https site', () => {
  const ctx = useApp(testDatabases[0]!, { env: { PUBLIC_URL: 'https://sendero.example' } });

  it('marks the hint Secure, as the refresh cookie', async () => {
    const user = await registerAndLogin(ctx.app);
    const refreshed = await refreshWith(ctx.app, user.refresh);
    expect(refreshed.statusCode).toBe(200);
    expect(setCookieLine(refreshed, 'sendero_session')).toMatch(/; Secure/);
    expect(setCookieLine(refreshed, 'sendero_refresh')).toMatch(/; Secure/);
  });

  it('marks the device cookie Secure', async () => {
    const user = await registerAndLogin(ctx.app);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: nextIp(),
    });
    expect(setCookieLine(login, 'sendero_device')).toMatch(/; Secure/);
  });
});

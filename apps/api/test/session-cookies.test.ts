/**
 * The session cookies: the HttpOnly refresh cookie and the readable `sendero_session=1` hint are
 * set together on sign-in and refresh, and cleared together when the session ends.
 */
import { describe, expect, it } from 'vitest';
import { SESSION_HINT_COOKIE } from '@sendero/contract';
import { useApp } from './build.ts';
import { testDatabases } from './databases.ts';
import {
  bearer,
  buildRegistration,
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
    const deletion = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: bearer(other.token),
      payload: { password: other.password },
    });
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
});

/** Sign-in and reset limits, in one process and across instances sharing Redis. */
import { describe, expect, it } from 'vitest';
import { useApp, withTwoInstances } from './build.ts';
import { requireAll, testDatabases, testRedisUrl } from './databases.ts';
import { deviceCookieOf, nextIp, registerAndLogin } from './accounts-helpers.ts';
import {
  ADDRESS_FAILURE_LIMIT,
  PAIR_FAILURE_LIMIT,
} from '../src/modules/accounts/session-service.ts';
import {
  ACCOUNT_FAILURE_LIMIT,
  ACCOUNT_FAILURE_WINDOW_MS,
  DEVICE_FAILURE_LIMIT,
} from '../src/modules/accounts/account-throttle.ts';

const TOO_MANY_FAILURES = 'Too many failed sign-in attempts. Please try again later.';

if (requireAll && !testRedisUrl) throw new Error('REQUIRE_ALL=1 but REDIS_URL is not set.');

describe('sign-in limits', () => {
  const ctx = useApp(testDatabases[0]!);

  it(`slows a guessing address after ${PAIR_FAILURE_LIMIT} failures, and never locks the owner out`, async () => {
    const user = await registerAndLogin(ctx.app);
    const attempt = (password: string, remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password },
        remoteAddress,
      });
    const attacker = '10.77.0.1';
    for (let i = 0; i < PAIR_FAILURE_LIMIT; i += 1) {
      expect((await attempt(`wrong-${i}`, attacker)).statusCode).toBe(401);
    }
    // The guessing address waits, even with the right password…
    const slowed = await attempt(user.password, attacker);
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(60);
    // …while the owner, from another address, signs in.
    expect((await attempt(user.password, '10.77.0.2')).statusCode).toBe(200);
  }, 60_000);

  it('limits bursts of sign-in attempts from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 16; i += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: `burst${i}@example.com`, password: 'whatever-123' },
        remoteAddress: '10.66.66.66',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 15).every((s) => s === 401)).toBe(true);
    expect(statuses[15]).toBe(429);
  });

  it('limits registrations from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/users',
        payload: { username: '', email: 'x', password: 'y', acceptedTerms: true },
        remoteAddress: '10.77.77.77',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe.skipIf(!testRedisUrl)('limits shared by two instances through Redis', () => {
  it('holds the reset cooldown and the failure counter across instances', async () => {
    await withTwoInstances(async (a, b) => {
      const email = `shared.${Date.now()}@example.com`;
      const requestOn = (app: typeof a) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/request-password-reset',
          payload: { email },
          remoteAddress: nextIp(),
        });
      expect((await requestOn(a)).statusCode).toBe(204);
      expect((await requestOn(b)).statusCode).toBe(429);
    });
  });
});

describe('RATE_LIMIT_FACTOR', () => {
  const ctx = useApp(testDatabases[0]!, { env: { RATE_LIMIT_FACTOR: '2' } });

  it('scales per-IP limits for networks where many people share an address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: `shared${i}@example.com`, password: 'whatever-123' },
        remoteAddress: '10.88.88.88',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('failed sign-ins from one address across accounts', () => {
  // A burst limit ten times as high, so that the failure count is what stops the address here.
  const ctx = useApp(testDatabases[0]!, { env: { RATE_LIMIT_FACTOR: '10' } });

  it(`slows the address after ${ADDRESS_FAILURE_LIMIT} failures, whatever the accounts`, async () => {
    const owner = await registerAndLogin(ctx.app);
    const attempt = (email: string, password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password },
        remoteAddress: '10.78.0.1',
      });
    for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i += 1) {
      expect((await attempt(`nobody${i}@example.com`, 'whatever-123')).statusCode).toBe(401);
    }
    const slowed = await attempt(owner.email, owner.password);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().message).toBe('Too many failed sign-in attempts. Please try again later.');
  }, 60_000);
});

describe.each(testDatabases)(
  'failed sign-ins per account, from any address, on $name',
  (target) => {
    let clock = new Date('2026-11-21T10:00:00Z');
    const ctx = useApp(target, { now: () => clock });

    /** A sign-in from an address of its own, with a device cookie when given one. */
    const signIn = (email: string, password: string, device?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password },
        remoteAddress: nextIp(),
        ...(device ? { cookies: { sendero_device: device } } : {}),
      });

    /** Guesses against `email`, each from a new address; their statuses. */
    async function guesses(email: string, count: number, device?: string) {
      const statuses: number[] = [];
      for (let i = 0; i < count; i += 1) {
        statuses.push((await signIn(email, `wrong-guess-${i}`, device)).statusCode);
      }
      return statuses;
    }

    const counted = (statuses: number[]) =>
      statuses.reduce<Record<number, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {});

    it(`slows guessers spread over many addresses after ${ACCOUNT_FAILURE_LIMIT} failures; the owner's known device still gets in`, async () => {
      const owner = await registerAndLogin(ctx.app);
      const other = await registerAndLogin(ctx.app);
      expect(owner.device).toBeDefined();

      const statuses = await guesses(owner.email, 150);
      expect(statuses.slice(0, ACCOUNT_FAILURE_LIMIT).every((s) => s === 401)).toBe(true);
      expect(counted(statuses.slice(ACCOUNT_FAILURE_LIMIT))).toEqual({ 429: 50 });

      // A stranger with the right password, from a new address and device, waits out the hour.
      const stranger = await signIn(owner.email, owner.password);
      expect(stranger.statusCode).toBe(429);
      expect(stranger.json().message).toBe(TOO_MANY_FAILURES);
      const retryAfter = Number(stranger.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(55 * 60);
      expect(retryAfter).toBeLessThanOrEqual(ACCOUNT_FAILURE_WINDOW_MS / 1000);

      // A forged or altered cookie, or another account's, is no device cookie of this account.
      const [issued, nonce, mac] = owner.device.split('.');
      const altered = [
        `${issued}.${nonce}.${'A'.repeat(mac!.length)}`,
        `${issued}.${nonce}x.${mac}`,
        `${Number(issued) + 1}.${nonce}.${mac}`,
        `${owner.device}.extra`,
        'not-a-cookie',
        other.device,
      ];
      for (const device of altered) {
        expect({
          device,
          status: (await signIn(owner.email, owner.password, device)).statusCode,
        }).toEqual({ device, status: 429 });
      }

      // The owner, on the device that signed in before, from yet another address.
      const known = await signIn(owner.email, owner.password, owner.device);
      expect(known.statusCode).toBe(200);
      // …and gets a new device cookie, which works as well.
      const renewed = deviceCookieOf(known)!;
      expect(renewed).not.toBe(owner.device);
      expect((await signIn(owner.email, owner.password, renewed)).statusCode).toBe(200);

      // The other account is not affected.
      expect((await signIn(other.email, other.password)).statusCode).toBe(200);

      // An hour later the account is open again to everyone.
      clock = new Date(clock.getTime() + ACCOUNT_FAILURE_WINDOW_MS + 1000);
      expect((await signIn(owner.email, owner.password)).statusCode).toBe(200);
    }, 180_000);

    it('gives an e-mail with no account the same budget and the same answers', async () => {
      const nobody = `nobody.${Date.now()}@example.com`;
      const statuses = await guesses(nobody.toUpperCase(), ACCOUNT_FAILURE_LIMIT + 1);
      expect(statuses.slice(0, ACCOUNT_FAILURE_LIMIT).every((s) => s === 401)).toBe(true);
      const last = await signIn(nobody, 'wrong-again');
      expect(last.statusCode).toBe(429);
      expect(last.json().message).toBe(TOO_MANY_FAILURES);
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(55 * 60);
    }, 180_000);

    it(`stops honouring a device cookie after ${DEVICE_FAILURE_LIMIT} failures of its own, which the account's budget does not count`, async () => {
      const owner = await registerAndLogin(ctx.app);
      const statuses = await guesses(owner.email, DEVICE_FAILURE_LIMIT, owner.device);
      expect(statuses.every((s) => s === 401)).toBe(true);

      const locked = await signIn(owner.email, owner.password, owner.device);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe(TOO_MANY_FAILURES);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(55 * 60);

      // Those failures were the device's own: the account's budget is whole for everyone else.
      expect((await signIn(owner.email, owner.password)).statusCode).toBe(200);
    }, 60_000);
  },
);

/** Sign-in and reset limits, in one process and across instances sharing Redis. */
import { describe, expect, it } from 'vitest';
import { useApp, withTwoInstances } from './build.ts';
import { requireAll, testDatabases, testRedisUrl } from './databases.ts';
import { nextIp, registerAndLogin } from './accounts-helpers.ts';
import {
  ADDRESS_FAILURE_LIMIT,
  PAIR_FAILURE_LIMIT,
} from '../src/modules/accounts/session-service.ts';

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

/**
 * Registration and who has an account (decision 0028): a taken e-mail costs the same work as a
 * new one, and one address can be tried only so often, whatever the client's address.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { AUTH_TEXT } from '@sendero/contract';
import { useApp } from './build.ts';
import { testDatabases } from './databases.ts';
import { buildRegistration, nextIp } from './accounts-helpers.ts';
import { REGISTER_EMAIL_LIMIT } from '../src/modules/accounts/account-service.ts';
import { passwordHasher } from '../src/modules/accounts/passwords.ts';

describe('registration and existing accounts', () => {
  const ctx = useApp(testDatabases[0]!);
  const registerAs = (payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/users', payload, remoteAddress: nextIp() });

  // Counts the hashes; the real one still runs.
  const hasher = vi.spyOn(passwordHasher, 'hash');
  afterAll(() => hasher.mockRestore());

  /** The hashes computed while `call` runs. */
  async function hashesDuring(call: () => Promise<{ statusCode: number }>) {
    const before = hasher.mock.calls.length;
    const response = await call();
    return { status: response.statusCode, hashes: hasher.mock.calls.length - before };
  }

  it('hashes the password for a taken e-mail or username as for a new account', async () => {
    const first = buildRegistration();
    expect(await hashesDuring(() => registerAs(first))).toEqual({ status: 201, hashes: 1 });
    const sameEmail = buildRegistration({ email: first.email.toUpperCase() });
    expect(await hashesDuring(() => registerAs(sameEmail))).toEqual({ status: 409, hashes: 1 });
    // The answer still says so, in the contract's words (the spec gives none of its own).
    expect((await registerAs(sameEmail)).json()).toMatchObject({
      field: 'email',
      message: AUTH_TEXT.emailTaken,
    });
    const sameName = buildRegistration({ username: first.username });
    expect(await hashesDuring(() => registerAs(sameName))).toEqual({ status: 409, hashes: 1 });
  });

  it(`answers 429 after ${REGISTER_EMAIL_LIMIT} registrations with one e-mail, from any address`, async () => {
    const email = buildRegistration().email;
    const statuses: number[] = [];
    for (let i = 0; i < REGISTER_EMAIL_LIMIT; i += 1) {
      // Each from its own client address, so the per-client limit never applies.
      statuses.push((await registerAs(buildRegistration({ email }))).statusCode);
    }
    expect(statuses).toEqual([201, ...Array(REGISTER_EMAIL_LIMIT - 1).fill(409)]);

    const limited = await registerAs(buildRegistration({ email: ` ${email.toUpperCase()}` }));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(50 * 60);
    expect(limited.json().message).toMatch(/try again in/);
    // Another address is not held up by it.
    expect((await registerAs(buildRegistration())).statusCode).toBe(201);
  });
});

/**
 * Redis stopped or frozen never takes sign-in, password reset or the contact form down: counters,
 * rate limits included, fall back to counting in the process, within about a second. The test starts a Redis
 * of its own on a port of its own, and stops and freezes that one only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { DatabaseHandle } from '@sendero/db';
import { buildRegistration, nextIp, registerAndLogin } from './accounts-helpers.ts';
import { ACCOUNT_FAILURE_LIMIT } from '../src/modules/accounts/account-throttle.ts';
import { REGISTER_EMAIL_LIMIT } from '../src/modules/accounts/account-service.ts';
import { build } from './build.ts';
import { requireAll, testDatabases } from './databases.ts';
import { buildContactMessage, buildSubmission } from './factories.ts';

const REDIS_SERVER = '/usr/bin/redis-server';

function post(url: string, remoteAddress: string, payload: object): InjectOptions {
  return { method: 'POST', url, remoteAddress, payload };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Whether a Redis answers PING on the port. */
function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 50; i += 1) {
    if (await pong(port)) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not start on port ${port}`);
}

const hasRedisServer = await import('node:fs').then((fs) => fs.existsSync(REDIS_SERVER));

/** The slowest answer measured under each fault, in ms. */
const worst: Record<string, number> = {};
afterAll(() => {
  // The note of the issue asks for the worst time of each fault.
  if (Object.keys(worst).length > 0) {
    console.info(`worst request time per Redis fault (ms): ${JSON.stringify(worst)}`);
  }
});
if (requireAll && !hasRedisServer) throw new Error('REQUIRE_ALL=1 but redis-server is missing.');

interface OwnRedisContext {
  redis: ChildProcess;
  database: DatabaseHandle;
  app: FastifyInstance;
  user: Awaited<ReturnType<typeof registerAndLogin>>;
}

/** An app on a Redis of its own (started, and killed afterwards), with one signed-up user. */
function useAppOnOwnRedis(): OwnRedisContext {
  const ctx = {} as OwnRedisContext;
  beforeAll(async () => {
    const port = await freePort();
    ctx.redis = await startRedis(port);
    ctx.database = await testDatabases[0]!.open();
    ({ app: ctx.app } = await build(ctx.database, {
      env: { REDIS_URL: `redis://127.0.0.1:${port}` },
    }));
    ctx.user = await registerAndLogin(ctx.app);
  });
  afterAll(async () => {
    ctx.redis?.kill('SIGCONT');
    ctx.redis?.kill('SIGKILL');
    await ctx.app?.close();
    await ctx.database?.close();
  });
  return ctx;
}

describe.skipIf(!hasRedisServer)('a failing Redis', () => {
  const ctx = useAppOnOwnRedis();

  /** The calls that count in Redis: sign-in (failures), reset (cooldown), contact (rate limit). */
  async function timedCalls() {
    const started = performance.now();
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: ctx.user.email, password: ctx.user.password },
      remoteAddress: '10.9.0.1',
    });
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: ctx.user.email, password: 'not the password' },
      remoteAddress: '10.9.0.2',
    });
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: `someone.${Date.now()}@example.com` },
      remoteAddress: '10.9.0.3',
    });
    const contact = await ctx.app.inject({
      method: 'POST',
      url: '/api/emails/contact',
      payload: buildContactMessage(),
      remoteAddress: '10.9.0.4',
    });
    const statuses = [login, wrong, reset, contact].map((response) => response.statusCode);
    return { statuses, ms: performance.now() - started };
  }

  it('stopped: sign-in, reset and contact answer at once, counting in the process', async () => {
    const running = await timedCalls();
    expect(running.statuses).toEqual([200, 401, 204, 202]);
    const ready = await ctx.app.inject('/readyz');
    expect(ready.json()).toMatchObject({ status: 'ready', checks: { redis: { status: 'up' } } });

    ctx.redis.kill('SIGKILL');
    await new Promise((resolve) => ctx.redis.once('exit', resolve));
    const stopped = await timedCalls();
    expect(stopped.statuses).toEqual([200, 401, 204, 202]);
    // Each call waits at most one command timeout; four calls, well under 5 s in all.
    worst['stopped (four calls)'] = Math.round(stopped.ms);
    expect(stopped.ms).toBeLessThan(5_000);
  });

  it('stopped: every per-route limit still holds, counted in the process', async () => {
    // Each route's own limit, from an address of its own; bodies need not be valid (a limit
    // counts before validation), only the answer after the limit matters.
    let searches = 0;
    const routes: { name: string; max: number; request: (ip: string) => InjectOptions }[] = [
      {
        name: 'contact',
        max: 5,
        request: (ip) => post('/api/emails/contact', ip, buildContactMessage()),
      },
      {
        name: 'submissions',
        max: 5,
        request: (ip) => post('/api/submissions', ip, buildSubmission()),
      },
      {
        name: 'registration',
        max: 10,
        request: (ip) => post('/api/users', ip, buildRegistration()),
      },
      {
        name: 'login',
        max: 15,
        request: (ip) =>
          post('/api/login', ip, { email: ctx.user.email, password: ctx.user.password }),
      },
      { name: 'refresh', max: 300, request: (ip) => post('/api/refresh', ip, {}) },
      {
        name: 'change password',
        max: 10,
        request: (ip) => post('/api/me/change-password', ip, {}),
      },
      {
        name: 'delete account',
        max: 10,
        request: (ip) => ({ method: 'DELETE', url: '/api/users/me', remoteAddress: ip }),
      },
      {
        name: 'reset request',
        max: 10,
        request: (ip) => post('/api/auth/request-password-reset', ip, {}),
      },
      { name: 'reset', max: 10, request: (ip) => post('/api/auth/reset-password', ip, {}) },
      {
        name: 'search',
        max: 1200,
        // Each URL once: a kept search answer is sent before the limit counts (decision 0037).
        request: (ip) => ({
          method: 'GET',
          url: `/api/search?q=oaxaca&n=${(searches += 1)}`,
          remoteAddress: ip,
        }),
      },
    ];
    for (const [index, route] of routes.entries()) {
      const ip = `10.9.2.${index + 1}`;
      const statuses: number[] = [];
      for (let i = 0; i <= route.max; i += 1) {
        statuses.push((await ctx.app.inject(route.request(ip))).statusCode);
      }
      const limited = statuses.filter((status) => status === 429).length;
      expect({ route: route.name, limited, last: statuses.at(-1) }).toEqual({
        route: route.name,
        limited: 1,
        last: 429,
      });
    }
  });

  it('stopped: the per-account sign-in limit still holds, counted in the process', async () => {
    const owner = await registerAndLogin(ctx.app);
    const signIn = (password: string, device?: string) =>
      ctx.app.inject({
        ...post('/api/login', nextIp(), { email: owner.email, password }),
        ...(device ? { cookies: { sendero_device: device } } : {}),
      });
    const statuses: number[] = [];
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i += 1) {
      statuses.push((await signIn(`wrong-${i}`)).statusCode);
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    expect((await signIn(owner.password)).statusCode).toBe(429);
    // The device cookie is checked with the server key alone: the owner's browser still gets in.
    expect((await signIn(owner.password, owner.device)).statusCode).toBe(200);
  }, 60_000);

  it('stopped: registrations per e-mail address still hold, counted in the process', async () => {
    const registration = buildRegistration();
    const statuses: number[] = [];
    for (let i = 0; i <= REGISTER_EMAIL_LIMIT; i += 1) {
      // Each from an address of its own and a name of its own: only the e-mail is the same.
      const body = { ...registration, username: `${registration.username}${i}` };
      statuses.push((await ctx.app.inject(post('/api/users', nextIp(), body))).statusCode);
    }
    expect(statuses).toEqual([201, ...Array(REGISTER_EMAIL_LIMIT - 1).fill(409), 429]);
  });

  it('stopped: readiness reports Redis down but stays 200, since the site works without it', async () => {
    const ready = await ctx.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'degraded',
      checks: { database: { status: 'up' }, redis: { status: 'down' } },
    });
  });
});

describe.skipIf(!hasRedisServer)('a frozen Redis', () => {
  const ctx = useAppOnOwnRedis();

  it('frozen: a per-route limit still holds, counted in the process', async () => {
    ctx.redis.kill('SIGSTOP');
    const statuses: number[] = [];
    try {
      for (let i = 0; i <= 5; i += 1) {
        const response = await ctx.app.inject(
          post('/api/emails/contact', '10.9.3.1', buildContactMessage()),
        );
        statuses.push(response.statusCode);
      }
    } finally {
      ctx.redis.kill('SIGCONT');
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it('frozen (SIGSTOP): sign-in and reset answer after about a command timeout, not the freeze', async () => {
    ctx.redis.kill('SIGSTOP');
    const started = performance.now();
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: ctx.user.email, password: ctx.user.password },
      remoteAddress: '10.9.1.1',
    });
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: ctx.user.email },
      remoteAddress: '10.9.1.2',
    });
    const ms = performance.now() - started;
    const readyStarted = performance.now();
    const ready = await ctx.app.inject('/readyz');
    const readyMs = performance.now() - readyStarted;
    ctx.redis.kill('SIGCONT');
    worst['frozen (two calls)'] = Math.round(ms);
    worst['frozen, /readyz'] = Math.round(readyMs);
    expect([login.statusCode, reset.statusCode]).toEqual([200, 204]);
    expect(ms).toBeLessThan(6_000);
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'degraded',
      checks: { redis: { status: 'down' } },
    });
    // Its own check timeout, not the freeze.
    expect(readyMs).toBeLessThan(3_000);
  });
});

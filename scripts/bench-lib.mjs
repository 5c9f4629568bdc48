// What both benchmarks need: the API in a child process, a bare Fastify route that sends the same
// bytes from memory (the gap between the two is the cost of our stack and database), and the
// machine's load, which moves every number measured on it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { loadavg } from 'node:os';
import Fastify from 'fastify';
import pg from 'pg';
import { ROOT, waitForReady } from './lib.mjs';

/**
 * Starts the API (`args` after node) on `port` with `env`, in the checkout at `cwd` (this one
 * unless said); `stop()` ends it gracefully.
 */
export async function startApi(args, port, env, { cwd = ROOT } = {}) {
  const child = spawn(process.execPath, args, {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), LOG_LEVEL: 'warn', ...env },
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForReady(`${base}/readyz`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

/** A bare Fastify route at `${origin}/bare` answering `payload` as JSON, and `close()`. */
export async function startBareRoute(payload) {
  const bare = Fastify();
  bare.get('/bare', (_request, reply) => reply.type('application/json').send(payload));
  const origin = await bare.listen({ port: 0, host: '127.0.0.1' });
  return { origin, url: `${origin}/bare`, close: () => bare.close() };
}

export function printLoad(when) {
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
  console.log(`Load average (1, 5, 15 min) ${when}: ${load}`);
}

/** A new, empty database on the PostgreSQL at `adminUrl`, and `drop()`; null when none answers. */
export async function createTemporaryDatabase(adminUrl) {
  const name = `sendero_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** REDIS_URL (default redis://127.0.0.1:6379) when a Redis answers there, else null. */
export async function reachableRedis() {
  const url = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const { hostname, port } = new URL(url);
  const reachable = await new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000);
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
  return reachable ? url : null;
}

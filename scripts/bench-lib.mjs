// What the benchmarks share: the API in a child process, a bare Fastify route that sends the same
// bytes from memory (the gap between the two is the cost of our stack and database), load spread
// over many client addresses with its percentiles, and the machine's load, which moves every
// number measured on it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
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

/** The q-th percentile of sorted response times (autocannon's table has no p95). */
export function percentile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.floor((q / 100) * sorted.length))] ?? NaN;
}

/** Each call a client address no earlier call gave, across every measurement of the run. */
let addresses = 0;
function nextAddress() {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/**
 * autocannon on `base` for `duration` seconds over `connections`, each request to the path
 * `nextPath()` gives and from another client address (X-Forwarded-For: start the API with
 * TRUST_PROXY=true), as phones behind many carriers, so no per-address limit is what is measured.
 * Resolves with autocannon's result and p50/p95/p99 in ms, to a tenth.
 */
export function measureSpread(base, { nextPath, connections, duration }) {
  const times = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              path: nextPath(),
              headers: { ...request.headers, 'x-forwarded-for': nextAddress() },
            }),
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        const at = (q) => Math.round(percentile(times, q) * 10) / 10;
        resolve({ result, p50: at(50), p95: at(95), p99: at(99) });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/** A `nextPath` for measureSpread that goes round `paths`. */
export function cycling(paths) {
  let n = 0;
  return () => paths[n++ % paths.length];
}

/**
 * A `nextPath` that gives each of `paths` once, in order, shared by every measurement it is passed
 * to (a warm-up and its run); `repeated()` says how many it had to give again once they ran out.
 */
export function onceEach(paths) {
  let n = 0;
  const next = () => paths[n++ % paths.length];
  next.repeated = () => Math.max(0, n - paths.length);
  return next;
}

/** A seeded random number generator (mulberry32): the same numbers in every run. */
export function seededRandom(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
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

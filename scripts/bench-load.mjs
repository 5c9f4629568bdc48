// The load figure of `npm run bench` (issue 29): two instances of the built server on one
// PostgreSQL database (a temporary one on BENCH_ADMIN_URL) with their limits shared in Redis, and
// BENCH_LOAD_CONNECTIONS (50) connections of mixed anonymous reads spread over both for
// BENCH_LOAD_DURATION (25) seconds: pages with and without made-up query strings, searches of the
// pages and the API, and content reads. Each connection is a visitor of its own (X-Forwarded-For,
// TRUST_PROXY=true), as behind a load balancer. Prints p50/p95/p99, throughput and errors against
// the target (p99 ≤ 500 ms, no errors); never fails on a number. Also `node scripts/bench-load.mjs`.
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  createTemporaryDatabase,
  percentile,
  printLoad,
  reachableRedis,
  startApi,
} from './bench-lib.mjs';
import { ensureBuilt, ensureInstalled } from './lib.mjs';

const DURATION_S = Number(process.env.BENCH_LOAD_DURATION ?? 25);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 50);
const PORTS = [
  Number(process.env.BENCH_LOAD_PORT ?? 4410),
  Number(process.env.BENCH_LOAD_PORT ?? 4410) + 1,
];
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGET_P99_MS = 500;
/** A request that takes longer counts as an error (a timeout). */
const TIMEOUT_MS = 10_000;

const SEARCH_WORDS = ['oaxaca', 'mercado', 'cenote', 'museo', 'mole', 'tacos', 'mezcal', 'ruins'];
const pick = (list) => list[randomInt(list.length)];
const made = () => randomBytes(6).toString('hex');

/**
 * The mix, by weight: what a crowd of visitors (and a few scrapers' made-up URLs) asks for. Page
 * URLs with made-up parameters the page does not read find the kept copy; a made-up search is a
 * render of its own, counted against its visitor.
 */
function requestMix(ids) {
  const pages = [
    '/',
    '/cities',
    `/cities/${ids.city}`,
    `/tours/${ids.tour}`,
    `/spots/${ids.spot}`,
    '/events',
    '/exp',
  ];
  return [
    [30, () => pick(pages)],
    [20, () => `${pick(pages)}?utm_source=${made()}&ref=${made()}`],
    [8, () => `/search?q=${pick(SEARCH_WORDS)}`],
    [2, () => `/search?q=${made()}`],
    [
      25,
      () =>
        pick(['/api/cities', '/api/tours?size=12', `/api/tours/${ids.tour}`, '/api/spots/popular']),
    ],
    [15, () => `/api/search?q=${pick(SEARCH_WORDS)}&size=8`],
  ];
}

function chooser(mix) {
  const total = mix.reduce((sum, [weight]) => sum + weight, 0);
  return () => {
    let at = randomInt(total);
    for (const [weight, make] of mix) {
      if (at < weight) return make();
      at -= weight;
    }
    return mix[0][1]();
  };
}

/** One visitor: requests one after another, alternating between the instances, until `endAt`. */
async function visitor(bases, address, next, endAt, record) {
  for (let n = 0; Date.now() < endAt; n += 1) {
    const path = next();
    const started = performance.now();
    let status;
    try {
      const response = await fetch(`${bases[n % bases.length]}${path}`, {
        headers: { 'x-forwarded-for': address, 'accept-encoding': 'br, gzip' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.arrayBuffer();
      status = response.status;
    } catch (error) {
      status = error?.name === 'TimeoutError' ? 'timeout' : 'network error';
    }
    record(performance.now() - started, status, path);
  }
}

async function firstId(base, path) {
  const body = await (await fetch(`${base}${path}`)).json();
  return (Array.isArray(body) ? body : body.content)[0].id;
}

export async function benchLoad() {
  const temporary = await createTemporaryDatabase(ADMIN_URL);
  if (!temporary) {
    console.log(`Load benchmark skipped: no PostgreSQL at ${ADMIN_URL}.`);
    return;
  }
  const redisUrl = await reachableRedis();
  const dataDirs = [];
  const instances = [];
  try {
    const shared = {
      DATABASE_URL: temporary.url,
      REDIS_URL: redisUrl ?? '',
      TRUST_PROXY: 'true',
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'info',
    };
    // One after the other: the first imports the dataset into the empty database.
    for (const port of PORTS) {
      const dataDir = mkdtempSync(join(tmpdir(), 'sendero-bench-load-'));
      dataDirs.push(dataDir);
      instances.push(
        await startApi(['apps/api/dist/server.mjs'], port, { ...shared, DATA_DIR: dataDir }),
      );
    }
    const bases = instances.map((instance) => instance.base);
    const ids = {
      city: await firstId(bases[0], '/api/cities'),
      tour: await firstId(bases[0], '/api/tours?size=1'),
      spot: await firstId(bases[0], '/api/spots/popular'),
    };
    const next = chooser(requestMix(ids));

    printLoad('before the load run');
    console.log(
      `Load: ${CONNECTIONS} connections over ${instances.length} instances for ${DURATION_S} s, ` +
        `each from its own address; PostgreSQL, limits ${redisUrl ? `shared in Redis (${redisUrl})` : 'in memory (no Redis reachable)'}`,
    );
    const times = [];
    const statuses = new Map();
    /** Each failing answer's status and path (without its query): which route sheds or fails. */
    const failures = new Map();
    const record = (ms, status, path) => {
      times.push(ms);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (typeof status === 'number' && status < 400) return;
      const key = `${status} ${path.split('?')[0]}`;
      failures.set(key, (failures.get(key) ?? 0) + 1);
    };
    // The server has no Redis key prefix of its own to set: a block of addresses of this run's own
    // keeps its per-address counts apart from any other run's on the same Redis.
    const block = `10.${randomInt(256)}`;
    const started = Date.now();
    const endAt = started + DURATION_S * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, (_, n) =>
        visitor(bases, `${block}.${n >> 8}.${n & 255}`, next, endAt, record),
      ),
    );
    const seconds = (Date.now() - started) / 1000;
    times.sort((a, b) => a - b);
    const at = (q) => Math.round(percentile(times, q));
    const errors = [...statuses].filter(([status]) => typeof status !== 'number' || status >= 400);
    const errorCount = errors.reduce((sum, [, count]) => sum + count, 0);
    console.table([
      {
        requests: times.length,
        'requests/s': Math.round(times.length / seconds),
        'p50 ms': at(50),
        'p95 ms': at(95),
        'p99 ms': at(99),
        errors: errorCount,
      },
    ]);
    console.log(
      `Statuses: ${[...statuses]
        .sort()
        .map(([status, count]) => `${status} × ${count}`)
        .join(', ')}`,
    );
    if (failures.size > 0) {
      const list = [...failures].map(([key, count]) => `${key} × ${count}`).join(', ');
      console.log(`Failed answers by status and path: ${list}`);
    }
    const met = at(99) <= TARGET_P99_MS && errorCount === 0;
    console.log(
      `Target p99 ≤ ${TARGET_P99_MS} ms and 0 errors: ${met ? 'met' : 'NOT met'} (p99 ${at(99)} ms, ${errorCount} errors).`,
    );
    printLoad('after the load run');
  } finally {
    for (const instance of instances) await instance.stop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    await temporary.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  ensureInstalled();
  ensureBuilt();
  await benchLoad();
}

// `npm run bench`: the API's content reads and a page next to a bare Fastify route that sends the
// same bytes from memory, measured in one run on this machine, on PGlite and then on PostgreSQL
// (a temporary database on BENCH_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres,
// skipped when none answers). The ratio to the bare route, not the absolute numbers, is what to
// compare between runs; each is printed against its target. Then the load figure
// (scripts/bench-load.mjs): two instances on PostgreSQL under 50 connections of mixed reads.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { benchLoad } from './bench-load.mjs';
import { createTemporaryDatabase, printLoad, startApi, startBareRoute } from './bench-lib.mjs';
import { ensureBuilt, ensureInstalled } from './lib.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const API_PORT = Number(process.env.BENCH_PORT ?? 4400);
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Share of the bare route's throughput each read must reach, per database. */
const TARGETS = {
  PGlite: { 'GET /api/cities': 0.5, 'GET /api/tours/{id}': 0.35 },
  PostgreSQL: { 'GET /api/cities': 0.7, 'GET /api/tours/{id}': 0.5, 'page /tours/{id}': 0.3 },
};

ensureInstalled();
ensureBuilt();

function measure(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function benchmark(label, env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sendero-bench-'));
  let api;
  let bare;
  try {
    // Production logging (one line per request) is part of what is measured.
    api = await startApi(['apps/api/dist/server.mjs'], API_PORT, {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    });
    const { base } = api;
    const payload = await (await fetch(`${base}/api/cities`)).text();
    bare = await startBareRoute(payload);
    const tours = await (await fetch(`${base}/api/tours?size=1`)).json();
    const tourId = (Array.isArray(tours) ? tours : tours.content)[0].id;

    printLoad(`before ${label}`);
    console.log(`${label}: ${CONNECTIONS} connections, ${DURATION} s each, anonymous requests`);
    const rows = [];
    for (const [name, url] of [
      ['bare Fastify route', bare.url],
      ['GET /api/cities', `${base}/api/cities`],
      ['GET /api/tours/{id}', `${base}/api/tours/${tourId}`],
      ['page /tours/{id}', `${base}/tours/${tourId}`],
    ]) {
      await measure(url); // warm-up is discarded
      const result = await measure(url);
      rows.push({
        route: name,
        'requests/s': Math.round(result.requests.average),
        'p99 ms': result.latency.p99,
        errors: result.errors + result.non2xx,
      });
    }
    const bareRate = rows[0]['requests/s'];
    for (const row of rows.slice(1)) {
      row['of bare'] = `${((row['requests/s'] / bareRate) * 100).toFixed(1)} %`;
      const target = TARGETS[label][row.route];
      row.target = target === undefined ? '—' : `≥ ${target * 100} %`;
      row.met = target === undefined ? '—' : row['requests/s'] / bareRate >= target ? 'yes' : 'NO';
    }
    console.table(rows);
  } finally {
    await bare?.close();
    await api?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await benchmark('PGlite', { DATABASE_URL: '', REDIS_URL: '' });
const temporary = await createTemporaryDatabase(ADMIN_URL);
if (temporary) {
  try {
    await benchmark('PostgreSQL', { DATABASE_URL: temporary.url, REDIS_URL: '' });
  } finally {
    await temporary.drop();
  }
} else {
  console.log(`PostgreSQL benchmark skipped: no PostgreSQL at ${ADMIN_URL}.`);
}

await benchLoad();

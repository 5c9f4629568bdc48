// `npm run bench`: the API's throughput next to a bare Fastify route, measured in one run on this
// machine, so the ratio — not the absolute numbers — is what to compare between runs.
// Uses PostgreSQL when DATABASE_URL is set, otherwise PGlite in a temporary folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startApi, startBareRoute } from './bench-lib.mjs';
import { ensureBuilt, ensureInstalled } from './lib.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const API_PORT = Number(process.env.BENCH_PORT ?? 4400);

ensureInstalled();
ensureBuilt();

function measure(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'sendero-bench-'));
let api;
let bare;
try {
  api = await startApi(['apps/api/dist/server.mjs'], API_PORT, { DATA_DIR: dataDir });
  const { base } = api;
  const payload = await (await fetch(`${base}/api/cities`)).text();
  bare = await startBareRoute(payload);

  console.log(
    `Benchmark: ${CONNECTIONS} connections, ${DURATION} s each, database ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  );
  const rows = [];
  for (const [name, url] of [
    ['bare Fastify route', bare.url],
    ['GET /api/cities', `${base}/api/cities`],
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
  console.table(rows);
  const ratio = rows[1]['requests/s'] / rows[0]['requests/s'];
  console.log(
    `GET /api/cities runs at ${(ratio * 100).toFixed(1)} % of the bare route's throughput.`,
  );
} finally {
  await bare?.close();
  await api?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

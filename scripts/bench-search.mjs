// `npm run bench:search`: GET /api/search on PostgreSQL over a synthetic corpus of 50,000
// documents, next to a bare Fastify route, in one run on this machine. Target: p95 < 20 ms.
// Uses DATABASE_URL when set (its search_documents are replaced!), otherwise a temporary database
// created on BENCH_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres) and dropped after.
// Run with `node --import tsx scripts/bench-search.mjs`: the migrations and the API run from source.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import {
  insertSearchDocuments,
  openDatabase,
  rebuildSearchIndexes,
  vacuumSearchIndexes,
} from '@sendero/db';
import {
  createTemporaryDatabase,
  printLoad,
  reachableRedis,
  startApi,
  startBareRoute,
} from './bench-lib.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
// One connection shows the latency of a request on its own; more show it under load, where
// latency is mostly queueing (connections ÷ throughput). A traveller's typeahead sends one request
// at a time, so the target applies at TARGET_CONNECTIONS (one traveller, and four at once); at 8
// the API, PostgreSQL and autocannon share the 2 cores and p95 measures the queue, printed for
// capacity planning.
const CONNECTION_LEVELS = (process.env.BENCH_CONNECTIONS ?? '1,4,8').split(',').map(Number);
const TARGET_CONNECTIONS = [1, 4];
const API_PORT = Number(process.env.BENCH_SEARCH_PORT ?? 4401);
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 50_000);
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGET_P95_MS = 20;

// The queries a traveller types: whole words, a word being typed, a typo (the issue's target
// applies to these), and words found only in descriptions, thousands of them (shown too).
const QUERIES = {
  'full word': ['oaxaca', 'mercado', 'cenote', 'museo'],
  prefix: ['oax', 'teoti', 'merc', 'gua'],
  typo: ['oaxca', 'tequlia', 'mercdo', 'cenotte'],
  'description word': ['mole', 'church', 'pyram', 'murals'],
};
const TARGET_KINDS = ['full word', 'prefix', 'typo'];

// ---------- a seeded, realistic corpus ----------
function mulberry32(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = mulberry32(20261121);
const pick = (list) => list[Math.floor(random() * list.length)];

const PLACES = [
  'Oaxaca',
  'Mérida',
  'Puebla',
  'Guanajuato',
  'Tulum',
  'Cancún',
  'Guadalajara',
  'Teotihuacan',
  'Tequila',
  'San Cristóbal',
  'Querétaro',
  'Zacatecas',
  'Morelia',
  'Pátzcuaro',
  'Taxco',
  'Campeche',
  'Valladolid',
  'Bacalar',
  'Palenque',
  'Mazatlán',
  'La Paz',
  'Loreto',
  'Todos Santos',
  'Cholula',
  'Tlaxcala',
  'Xalapa',
  'Veracruz',
  'Chihuahua',
  'Creel',
  'Monterrey',
  'Saltillo',
  'Durango',
  'Sayulita',
  'Huatulco',
  'Mazunte',
  'Izamal',
  'Holbox',
  'Cozumel',
  'Tepoztlán',
  'Cuernavaca',
  'Real de Catorce',
  'San Miguel',
  'Dolores Hidalgo',
  'Coyoacán',
  'Xochimilco',
];
const SPOT_KINDS = [
  'Mercado',
  'Museo',
  'Templo',
  'Cenote',
  'Playa',
  'Parque',
  'Café',
  'Mirador',
  'Jardín',
  'Plaza',
  'Galería',
  'Hacienda',
  'Cantina',
  'Taquería',
  'Mezcalería',
  'Biblioteca',
  'Teatro',
  'Zona Arqueológica',
  'Ex-Convento',
  'Panadería',
  'Laguna',
  'Cascada',
  'Barrio',
  'Callejón',
];
const SPOT_NAMES = [
  'de San Juan',
  'de Santo Domingo',
  'Regional',
  'de Arte Popular',
  'del Carmen',
  'Azul',
  'de la Independencia',
  'Benito Juárez',
  'de los Ángeles',
  'El Mirador',
  'La Selva',
  'de Guadalupe',
  'Hidalgo',
  'Morelos',
  'del Centro',
  'de las Flores',
  'Colonial',
  'Escondido',
  'de la Soledad',
  'Zaragoza',
  'Allende',
  'de Nuestra Señora',
  'Sagrado Corazón',
  'Los Arcos',
];
const TOUR_KINDS = [
  'Walking Tour',
  'Food Tour',
  'Mezcal Tasting',
  'Day Trip',
  'Sunset Kayak',
  'Street Art Walk',
  'Cooking Class',
  'Bike Ride',
  'Market Tour',
  'Night Tour',
  'Cenote Swim',
  'Ruins Hike',
];
const WORDS =
  'colonial church market tacos mole chocolate mezcal swim beach ruins pyramid murals artisans weaving pottery museum garden sunset festival music dance courtyard baroque stone jungle reef lagoon tortillas salsa history family local guide morning evening quiet crowded view'.split(
    ' ',
  );
const TAGS = ['food', 'history', 'nature', 'art', 'nightlife', 'family', 'beach', 'market'];

// Real descriptions draw most words from a long tail: a few common travel words, many rare ones.
const SYLLABLES = 'ca la ma te co pa to ri na lo mi sa que ve ba zu xo chi tla hua'.split(' ');
const RARE = Array.from({ length: 6000 }, () =>
  Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick(SYLLABLES)).join(''),
);

function sentence(length) {
  return Array.from({ length }, () => (random() < 0.2 ? pick(WORDS) : pick(RARE))).join(' ');
}

function makeDocument(index) {
  const cityId = (index % PLACES.length) + 1;
  const place = PLACES[cityId - 1];
  const popularity = Math.floor(random() ** 3 * 500);
  const tags = [pick(TAGS), pick(TAGS)];
  if (index < PLACES.length) {
    return ['city', index + 1, cityId, [], place, 'México', sentence(40), 0];
  }
  if (index % 5 === 0) {
    const title =
      random() < 0.5 ? `${place} ${pick(TOUR_KINDS)}` : `${pick(TOUR_KINDS)} in ${place}`;
    return ['tour', index + 1, cityId, tags, title, place, sentence(30), popularity];
  }
  const title = `${pick(SPOT_KINDS)} ${pick(SPOT_NAMES)}${random() < 0.2 ? ` ${place}` : ''}`;
  return ['spot', index + 1, cityId, tags, title, place, sentence(25), popularity];
}

// A batch from arrays, indexed as the import indexes (insertSearchDocuments), for one round trip.
const { sql: INSERT_BATCH } = new PgDialect().sqlToQuery(
  insertSearchDocuments(
    sql.raw(`select type as doc_type, id as doc_id, city as city_id,
                    string_to_array(tags, ',') as tags, title, subtitle, body, popularity,
                    subtitle as labels, body as indexed_body
             from unnest($1::text[], $2::int[], $3::int[], $4::text[], $5::text[], $6::text[],
                         $7::text[], $8::int[])
               as t(type, id, city, tags, title, subtitle, body, popularity)`),
  ),
);

async function fillCorpus(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('delete from search_documents');
    const BATCH = 2000;
    for (let start = 0; start < DOCUMENTS; start += BATCH) {
      const docs = Array.from({ length: Math.min(BATCH, DOCUMENTS - start) }, (_, i) =>
        makeDocument(start + i),
      );
      const column = (n) => docs.map((doc) => doc[n]);
      await client.query(INSERT_BATCH, [
        column(0),
        column(1),
        column(2),
        docs.map((doc) => doc[3].join(',')),
        column(4),
        column(5),
        column(6),
        column(7),
      ]);
    }
    await client.query('analyze search_documents');
    const { rows } = await client.query('select count(*)::int as n from search_documents');
    return rows[0].n;
  } finally {
    await client.end();
  }
}

// ---------- measuring ----------
/** The q-th percentile of sorted response times (autocannon's table has no p95). */
function percentile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.floor((q / 100) * sorted.length))] ?? NaN;
}

/** Cycles through the paths; every request comes from another address, past the per-IP limit. */
function measure(base, paths, connections) {
  let n = 0;
  const times = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: DURATION,
        requests: [
          {
            setupRequest: (request) => {
              n += 1;
              return {
                ...request,
                path: paths[n % paths.length],
                headers: {
                  ...request.headers,
                  'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
                },
              };
            },
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

/** REDIS_URL, or the local default when something answers there; null without a Redis. */
let temporary = null;
if (!process.env.DATABASE_URL) {
  temporary = await createTemporaryDatabase(ADMIN_URL);
  if (!temporary) {
    // `npm run bench` runs this after the main benchmark: without PostgreSQL, say so and stop.
    console.log(`Search benchmark skipped: no PostgreSQL at ${ADMIN_URL}.`);
    process.exit(0);
  }
}
const databaseUrl = process.env.DATABASE_URL ?? temporary.url;
let api;
let bare;
try {
  const handle = await openDatabase({ databaseUrl, poolMax: 2 });
  await handle.migrate();
  await handle.close();
  const started = Date.now();
  const count = await fillCorpus(databaseUrl);
  // The typo dictionary and the terms index, then the vacuum, as a content import does them.
  const filled = await openDatabase({ databaseUrl, poolMax: 1 });
  await rebuildSearchIndexes(filled.db);
  await vacuumSearchIndexes(filled.db);
  await filled.close();
  console.log(
    `Corpus: ${count} search documents in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  // As in production behind a load balancer: each request from its own address (X-Forwarded-For,
  // as phones behind many carriers), with the per-address search budget counted in Redis.
  const redisUrl = await reachableRedis();
  api = await startApi(['--import', 'tsx', 'apps/api/src/server.ts'], API_PORT, {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl ?? '',
    SKIP_CONTENT_IMPORT: 'true',
    TRUST_PROXY: 'true',
    JWT_SECRET: randomBytes(32).toString('hex'),
  });
  const { base } = api;
  bare = await startBareRoute(await (await fetch(`${base}/api/search?q=oaxaca&size=8`)).text());

  // Other work on the machine moves every number here: the load says how quiet it was.
  printLoad('at the start');
  console.log(
    `Search benchmark: ${CONNECTION_LEVELS.join(' and ')} connection(s), ${DURATION} s each, PostgreSQL, size=8 (the header box), ` +
      `requests spread over many client addresses, rate limits ${redisUrl ? `shared in Redis (${redisUrl})` : 'in memory (no Redis reachable)'}`,
  );
  const runs = [['bare Fastify route', bare.origin, ['/bare']]];
  for (const [kind, queries] of Object.entries(QUERIES)) {
    const paths = queries.map((q) => `/api/search?q=${encodeURIComponent(q)}&size=8`);
    for (const path of paths) {
      const body = await (await fetch(`${base}${path}`)).json();
      console.log(`  ${path} → ${body.totalElements} matches, first: ${body.content[0]?.title}`);
    }
    runs.push([`search: ${kind}`, base, paths]);
  }
  const rows = [];
  for (const connections of CONNECTION_LEVELS) {
    for (const [name, url, paths] of runs) {
      await measure(url, paths, connections); // warm-up is discarded
      const { result, p50, p95, p99 } = await measure(url, paths, connections);
      rows.push({
        route: name,
        connections,
        'requests/s': Math.round(result.requests.average),
        'p50 ms': p50,
        'p95 ms': p95,
        'p99 ms': p99,
        errors: result.errors + result.non2xx,
      });
    }
  }
  console.table(rows);
  for (const connections of CONNECTION_LEVELS) {
    const search = rows.filter(
      (row) =>
        row.connections === connections &&
        TARGET_KINDS.some((kind) => row.route === `search: ${kind}`),
    );
    const worst = Math.max(...search.map((row) => row['p95 ms']));
    const verdict = TARGET_CONNECTIONS.includes(connections)
      ? `the target of p95 < ${TARGET_P95_MS} ms is ${worst < TARGET_P95_MS ? 'met' : 'NOT met'}`
      : `under load (the target applies at ${TARGET_CONNECTIONS.join(' and ')} connection(s))`;
    console.log(
      `${connections} connection(s): p95 of a full word, a prefix and a typo is at most ${worst} ms — ${verdict}.`,
    );
  }
  printLoad('at the end');
} finally {
  await bare?.close();
  await api?.stop();
  await temporary?.drop();
}

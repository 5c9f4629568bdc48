// `npm run bench:search`: GET /api/search on PostgreSQL over a synthetic corpus of 50,000
// documents, next to a bare Fastify route, in one run on this machine. Target: p95 < 20 ms for
// searches the response cache cannot answer (each request's URL is new), so the target measures
// the database's work; a row of repeated queries, answered from the cache, is shown beside them.
// Uses DATABASE_URL when set (its search_documents are replaced!), otherwise a temporary database
// created on BENCH_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres) and dropped after.
// Run with `node --import tsx scripts/bench-search.mjs`: the migrations and the API run from source.
import { randomBytes } from 'node:crypto';
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
  cycling,
  measureSpread,
  printLoad,
  reachableRedis,
  seededRandom,
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
// applies to these), and words found only in descriptions, thousands of them (shown too). Each is
// sent under a URL no request used before (an unread parameter, `n`), so the response cache never
// answers it and every row measures the search itself, as a query typed for the first time.
const QUERIES = {
  'full word': ['oaxaca', 'mercado', 'cenote', 'museo'],
  prefix: ['oax', 'teoti', 'merc', 'gua'],
  typo: ['oaxca', 'tequlia', 'mercdo', 'cenotte'],
  'description word': ['mole', 'church', 'pyram', 'murals'],
};
const TARGET_KINDS = ['full word', 'prefix', 'typo'];

// ---------- a seeded, realistic corpus ----------
const random = seededRandom(20261121);
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
const METRICS_TOKEN = randomBytes(16).toString('hex');

/** The API's search-cache lookups so far, hits and misses (GET /metrics). */
async function searchLookups(base) {
  const text = await (
    await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const count = (result) =>
    Number(
      new RegExp(
        `^sendero_cache_lookups_total\\{cache="search",result="${result}"\\} (\\d+)`,
        'm',
      ).exec(text)?.[1] ?? 0,
    );
  return { hit: count('hit'), miss: count('miss') };
}

/** Every call a URL no earlier call gave: the queries in turn, each with an unread `n`. */
let sent = 0;
function neverRepeated(paths) {
  const next = cycling(paths);
  return () => `${next()}&n=${(sent += 1)}`;
}

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
    // To read the search cache's hits and misses: a target row must have no hit.
    METRICS_TOKEN,
  });
  const { base } = api;
  bare = await startBareRoute(await (await fetch(`${base}/api/search?q=oaxaca&size=8`)).text());

  // Other work on the machine moves every number here: the load says how quiet it was.
  printLoad('at the start');
  console.log(
    `Search benchmark: ${CONNECTION_LEVELS.join(' and ')} connection(s), ${DURATION} s each, PostgreSQL, size=8 (the header box), ` +
      `requests spread over many client addresses, rate limits ${redisUrl ? `shared in Redis (${redisUrl})` : 'in memory (no Redis reachable)'}`,
  );
  const runs = [['bare Fastify route', bare.origin, () => cycling(['/bare'])]];
  const everyQuery = [];
  for (const [kind, queries] of Object.entries(QUERIES)) {
    const paths = queries.map((q) => `/api/search?q=${encodeURIComponent(q)}&size=8`);
    for (const path of paths) {
      const body = await (await fetch(`${base}${path}`)).json();
      console.log(`  ${path} → ${body.totalElements} matches, first: ${body.content[0]?.title}`);
    }
    everyQuery.push(...paths);
    runs.push([`search: ${kind}`, base, () => neverRepeated(paths)]);
  }
  // Travellers typing the same words: after its first time, each is answered from the cache.
  runs.push(['search: the same 16, repeated (cached)', base, () => cycling(everyQuery)]);
  const rows = [];
  for (const connections of CONNECTION_LEVELS) {
    for (const [name, url, paths] of runs) {
      const options = { connections, duration: DURATION };
      await measureSpread(url, { ...options, nextPath: paths() }); // warm-up is discarded
      const before = url === base ? await searchLookups(base) : null;
      const { result, p50, p95, p99 } = await measureSpread(url, { ...options, nextPath: paths() });
      const after = url === base ? await searchLookups(base) : null;
      const hits = after && before ? after.hit - before.hit : 0;
      const lookups = after && before ? hits + after.miss - before.miss : 0;
      rows.push({
        route: name,
        connections,
        'requests/s': Math.round(result.requests.average),
        'p50 ms': p50,
        'p95 ms': p95,
        'p99 ms': p99,
        'from cache': lookups ? `${Math.round((hits / lookups) * 100)} %` : '—',
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
    // A hit would make the row measure the cache, not the search.
    const cached = search.filter((row) => row['from cache'] !== '0 %').map((row) => row.route);
    const verdict = cached.length
      ? `not comparable: ${cached.join(', ')} answered from the cache`
      : TARGET_CONNECTIONS.includes(connections)
        ? `the target of p95 < ${TARGET_P95_MS} ms is ${worst < TARGET_P95_MS ? 'met' : 'NOT met'}`
        : `under load (the target applies at ${TARGET_CONNECTIONS.join(' and ')} connection(s))`;
    console.log(
      `${connections} connection(s): p95 of a full word, a prefix and a typo, each URL new, is at most ${worst} ms — ${verdict}.`,
    );
  }
  printLoad('at the end');
} finally {
  await bare?.close();
  await api?.stop();
  await temporary?.drop();
}

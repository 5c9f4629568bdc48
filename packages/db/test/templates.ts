/**
 * Test databases cloned from templates instead of created and migrated one by one.
 *
 * The Vitest global setup (apps/api/test/global-setup.ts) calls createTemplates() once per run: it
 * runs initdb once, migrates once and loads each dataset once, and keeps the result as PGlite
 * data-dir snapshots (tar files) and, with TEST_DATABASE_URL, as PostgreSQL template databases.
 * A test then gets its own copy in about a second: a PGlite started from the snapshot, or a
 * PostgreSQL `create database … template …`. Copies share nothing, so a test may write freely.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import {
  openDatabase,
  PGLITE_EXTENSIONS,
  pgliteHandle,
  type Database,
  type DatabaseHandle,
} from '../src/index.ts';

export { pgliteHandle };

/** `blank`: initdb only; `migrated`: every migration applied; any other name: migrated + content. */
export type TemplateName = string;

export interface Templates {
  /** Template name → PGlite data-dir tarball. */
  pglite: Record<TemplateName, string>;
  /** Template name → PostgreSQL database name on `url`, when TEST_DATABASE_URL is set. */
  postgres?: { url: string; databases: Record<TemplateName, string> };
}

declare module 'vitest' {
  export interface ProvidedContext {
    senderoTemplates: Templates;
  }
}

// PGlite runs on this thread and holds it for seconds at a time: a connection handshake to
// PostgreSQL must be allowed to wait for it.
const pool = { poolMax: 2, connectTimeoutMs: 120_000 };

function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  return client
    .connect()
    .then(() => client.query(text))
    .finally(() => client.end());
}

function databaseUrl(adminUrl: string, name: string) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dump(client: PGlite, file: string) {
  const tarball = await client.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
}

/**
 * Builds the templates: `blank`, `migrated`, and one per entry of `contents` (migrated, then the
 * function run on it). Returns them and a teardown that removes them.
 */
export async function createTemplates(options: {
  contents: Record<TemplateName, (db: Database) => Promise<unknown>>;
  postgresUrl?: string | undefined;
}): Promise<{ templates: Templates; teardown: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'sendero-test-templates-'));
  const templates: Templates = { pglite: {} };

  const buildPglite = async () => {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    try {
      templates.pglite['blank'] = join(dir, 'blank.tar');
      await dump(client, templates.pglite['blank']);
      await pgliteHandle(client).migrate();
      templates.pglite['migrated'] = join(dir, 'migrated.tar');
      await dump(client, templates.pglite['migrated']);
    } finally {
      await client.close();
    }
    for (const [name, load] of Object.entries(options.contents)) {
      const copy = await clonePglite('migrated', templates);
      try {
        await load(pgliteHandle(copy).db);
        templates.pglite[name] = join(dir, `${name}.tar`);
        await dump(copy, templates.pglite[name]);
      } finally {
        await copy.close();
      }
    }
  };

  const adminUrl = options.postgresUrl;
  const prefix = `sendero_tpl_${process.pid}_${randomBytes(3).toString('hex')}`;
  const buildPostgres = async (url: string) => {
    const databases: Record<TemplateName, string> = {};
    templates.postgres = { url, databases };
    const migrated = `${prefix}_migrated`;
    await adminQuery(url, `create database ${migrated}`);
    databases['migrated'] = migrated;
    const handle = await openDatabase({ databaseUrl: databaseUrl(url, migrated), ...pool });
    try {
      await handle.migrate();
    } finally {
      await handle.close();
    }
    await Promise.all(
      Object.entries(options.contents).map(async ([name, load]) => {
        const database = `${prefix}_${name}`;
        await adminQuery(url, `create database ${database} template ${migrated}`);
        databases[name] = database;
        const copy = await openDatabase({ databaseUrl: databaseUrl(url, database), ...pool });
        try {
          await load(copy.db);
        } finally {
          await copy.close();
        }
      }),
    );
  };

  const teardown = async () => {
    rmSync(dir, { recursive: true, force: true });
    if (adminUrl && templates.postgres) {
      for (const name of Object.values(templates.postgres.databases)) {
        await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      }
    }
  };
  try {
    await Promise.all([buildPglite(), adminUrl ? buildPostgres(adminUrl) : undefined]);
  } catch (error) {
    await teardown();
    throw error;
  }
  return { templates, teardown };
}

function provided(): Templates {
  const templates = inject('senderoTemplates');
  if (!templates) {
    throw new Error('No test database templates: run the tests through the root vitest.config.ts.');
  }
  return templates;
}

// One read of each tarball per process; every clone starts from the same bytes.
const tarballs = new Map<string, Blob>();

/** A new in-memory PGlite holding a copy of the template. */
export async function clonePglite(
  name: TemplateName,
  templates: Templates = provided(),
): Promise<PGlite> {
  const file = templates.pglite[name];
  if (!file) throw new Error(`No PGlite template "${name}"`);
  let tarball = tarballs.get(file);
  if (!tarball) {
    tarball = new Blob([readFileSync(file)]);
    tarballs.set(file, tarball);
  }
  return PGlite.create({ loadDataDir: tarball, extensions: PGLITE_EXTENSIONS });
}

/** A DatabaseHandle on a new PGlite copy of the template. */
export async function openPgliteCopy(name: TemplateName = 'migrated'): Promise<DatabaseHandle> {
  return pgliteHandle(await clonePglite(name));
}

/** A DatabaseHandle on a new PostgreSQL database copied from the template, dropped on close(). */
export async function openPostgresCopy(name: TemplateName = 'migrated'): Promise<DatabaseHandle> {
  const postgres = provided().postgres;
  const template = postgres?.databases[name];
  if (!postgres || !template) throw new Error(`No PostgreSQL template "${name}"`);
  const database = `sendero_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(postgres.url, `create database ${database} template ${template}`);
  const handle = await openDatabase({
    databaseUrl: databaseUrl(postgres.url, database),
    poolMax: 4,
    connectTimeoutMs: pool.connectTimeoutMs,
  });
  return {
    ...handle,
    async close() {
      await handle.close();
      await adminQuery(postgres.url, `drop database if exists ${database} with (force)`);
    },
  };
}

/**
 * Test databases cloned from templates instead of created and migrated one by one.
 *
 * The Vitest global setups (apps/api/test/global-setup.ts, and global-setup-faults.ts for the fault
 * tests) call provideTemplates() once per run: it
 * runs initdb once, migrates once and loads each dataset once, and keeps the result as PGlite data
 * folders, shut down cleanly, and, with TEST_DATABASE_URL, as PostgreSQL template databases. A test
 * then gets its own copy in a fraction of a second: a PGlite started on a copy of the folder, or a
 * PostgreSQL `create database … template …`. Copies share nothing, so a test may write freely.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
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
  /** Template name → PGlite data folder, shut down cleanly. */
  pglite: Record<TemplateName, string>;
  /** The folder each test's PGlite copy is made in (inside the templates' own, see the teardown). */
  pgliteCopies: string;
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

/**
 * Where the PGlite folders live: in memory (tmpfs) where the system has one. A copy is about 40 MB
 * in 1,200 files, copied for every describe block: on disk that copy alone took a second.
 */
const pgliteRoot = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();

/**
 * How every test PGlite starts: the app's extensions, and a buffer pool of 16 MB instead of
 * PostgreSQL's 128 MB. Setting up the pool was about half of a copy's start (0.2 s of 0.45 s), and
 * a test database holds a few megabytes (decision 0051).
 */
const pgliteOptions = {
  extensions: PGLITE_EXTENSIONS,
  postgresqlconf: ['shared_buffers=16MB'],
};

/** Opens the PGlite folder, runs `change` on it, and shuts it down cleanly. */
async function inPglite(folder: string, change: (client: PGlite) => Promise<unknown>) {
  const client = await PGlite.create(folder, pgliteOptions);
  try {
    await change(client);
  } finally {
    await client.close();
  }
}

export interface TemplateOptions {
  contents: Record<TemplateName, (db: Database) => Promise<unknown>>;
  postgresUrl?: string | undefined;
}

/**
 * A global setup's work: builds the templates and hands them to the project's tests (where
 * openPgliteCopy and openPostgresCopy find them). Returns the teardown that removes them.
 */
export async function provideTemplates(
  project: Pick<TestProject, 'provide'>,
  options: TemplateOptions,
): Promise<() => Promise<void>> {
  const { templates, teardown } = await createTemplates(options);
  project.provide('senderoTemplates', templates);
  return teardown;
}

/**
 * Builds the templates: `blank`, `migrated`, and one per entry of `contents` (migrated, then the
 * function run on it). Returns them and a teardown that removes them.
 */
async function createTemplates(
  options: TemplateOptions,
): Promise<{ templates: Templates; teardown: () => Promise<void> }> {
  const dir = mkdtempSync(join(pgliteRoot, 'sendero-test-templates-'));
  // Inside the templates' folder, so that the teardown also removes a copy a killed worker left.
  const templates: Templates = { pglite: {}, pgliteCopies: join(dir, 'copies') };
  mkdirSync(templates.pgliteCopies);

  // blank (initdb), migrated (a copy of blank, migrated), and each content (a copy of migrated).
  const buildPglite = async () => {
    const build = async (
      name: TemplateName,
      from: TemplateName | null,
      change: (client: PGlite) => Promise<unknown>,
    ) => {
      const folder = join(dir, name);
      if (from) cpSync(join(dir, from), folder, { recursive: true });
      else mkdirSync(folder);
      await inPglite(folder, change);
      templates.pglite[name] = folder;
    };
    await build('blank', null, async () => {});
    await build('migrated', 'blank', (client) => pgliteHandle(client).migrate());
    for (const [name, load] of Object.entries(options.contents)) {
      await build(name, 'migrated', (client) => load(pgliteHandle(client).db));
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

/** A new PGlite on a copy of the template's folder, which its close() removes. */
export async function clonePglite(name: TemplateName): Promise<PGlite> {
  const templates = provided();
  const template = templates.pglite[name];
  if (!template) throw new Error(`No PGlite template "${name}"`);
  const folder = mkdtempSync(join(templates.pgliteCopies, `${name}-`));
  cpSync(template, folder, { recursive: true });
  const client = await PGlite.create(folder, pgliteOptions).catch((error: unknown) => {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  });
  const close = client.close.bind(client);
  client.close = async () => {
    try {
      await close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  };
  return client;
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

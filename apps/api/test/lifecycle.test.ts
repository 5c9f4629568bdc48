/** Start-up, shutdown and the database going away. */
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { readDataset } from '@sendero/content';
import { openDatabase } from '@sendero/db';
import { buildApp } from '../src/app.ts';
import { prepareDatabase } from '../src/bootstrap.ts';
import { installShutdown } from '../src/shutdown.ts';
import { build, testConfig } from './build.ts';
import { buildContactMessage } from './factories.ts';
import { testDatabases, testDatabaseUrl } from './databases.ts';

const FIXTURE = fileURLToPath(
  new URL('../../../packages/content/test/fixtures/basic', import.meta.url),
);
const fixtureContent = {
  load: () => readDataset(join(FIXTURE, 'data')),
  imagesDir: join(FIXTURE, 'images'),
};

describe.each(testDatabases)('first start on $name', (target) => {
  it('migrates and loads the content into an empty database, once', async () => {
    const database = await target.open();
    try {
      const first = await prepareDatabase(database, { SKIP_CONTENT_IMPORT: false }, fixtureContent);
      expect(first).toMatchObject({ destinations: 2, spots: 3, tours: 1, posts: 1 });
      expect(
        await prepareDatabase(database, { SKIP_CONTENT_IMPORT: false }, fixtureContent),
      ).toBeNull();
      const { rows } = await database.db.execute(sql`select name from cities where id = 4`);
      expect(rows).toEqual([{ name: 'México' }]);
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(!testDatabaseUrl)('two instances starting at once on PostgreSQL', () => {
  it('migrate and import one after the other: both start, and the dataset is there once', async () => {
    const name = `sendero_race_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(testDatabaseUrl!);
    url.pathname = `/${name}`;
    // A pool of one connection each: the lock must not take the connection the work needs.
    const [a, b] = await Promise.all([
      openDatabase({ databaseUrl: url.toString(), poolMax: 1 }),
      openDatabase({ databaseUrl: url.toString(), poolMax: 1 }),
    ]);
    try {
      const results = await Promise.all(
        [a!, b!].map((database) =>
          prepareDatabase(database, { SKIP_CONTENT_IMPORT: false }, fixtureContent),
        ),
      );
      // One of them imported the dataset; the other found it there.
      expect(results.filter((counts) => counts !== null)).toEqual([
        expect.objectContaining({ destinations: 2, spots: 3, tours: 1, posts: 1 }),
      ]);
      const { rows } = await a!.db.execute(sql`select count(*)::int as n from cities`);
      expect(rows).toEqual([{ n: 3 }]);
    } finally {
      await Promise.all([a!.close(), b!.close()]);
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});

describe('database unreachable', () => {
  it('answers 503 with Retry-After and the error shape, and readiness fails', async () => {
    // Nothing listens on port 1: every connection is refused.
    const database = await openDatabase({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/sendero',
      connectTimeoutMs: 1000,
    });
    const { app } = await build(database);
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/emails/contact',
        payload: buildContactMessage(),
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('10');
      expect(response.json()).toEqual({
        error: 'SERVICE_UNAVAILABLE',
        message: 'The service is temporarily unavailable. Please try again in a moment.',
      });
      const ready = await app.inject('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('10');
      expect(ready.json()).toMatchObject({
        error: 'SERVICE_UNAVAILABLE',
        checks: { database: { status: 'down' } },
      });
      expect((await app.inject('/healthz')).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('graceful shutdown', () => {
  it('lets an in-flight request finish, then stops listening and closes the database', async () => {
    const database = await testDatabases[0]!.open();
    const app = await buildApp({
      config: testConfig(),
      database,
      logger: false,
      outboxIntervalMs: 0,
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const requestStarted = new Promise<void>((resolve) => (started = resolve));
    app.get('/slow', async () => {
      started();
      await released;
      return { done: true };
    });
    const signals = new Map<string, () => void>();
    const shutdown = installShutdown(app, database, {
      once: (signal, listener) => signals.set(signal, listener),
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    const inFlight = fetch(`${address}/slow`).then(async (r) => ({
      status: r.status,
      body: await r.json(),
    }));
    await requestStarted;
    signals.get('SIGTERM')!();
    const closing = shutdown('SIGTERM');
    release();

    expect(await inFlight).toEqual({ status: 200, body: { done: true } });
    await closing;
    await expect(fetch(`${address}/healthz`)).rejects.toThrow();
    await expect(database.ping()).rejects.toThrow();
  });
});

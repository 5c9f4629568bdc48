/**
 * The databases every API test runs against: PGlite always, PostgreSQL when TEST_DATABASE_URL is
 * set. Each call to open() gives a clean, migrated database (an in-memory PGlite, or a freshly
 * created PostgreSQL database dropped afterwards). With REQUIRE_ALL=1 a missing PostgreSQL fails
 * the run instead of silently skipping half of it.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '@sendero/db';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  open(): Promise<DatabaseHandle>;
}

export const requireAll = process.env.REQUIRE_ALL === '1';
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
export const testRedisUrl = process.env.REDIS_URL || undefined;

if (requireAll && !testDatabaseUrl) {
  throw new Error(
    'REQUIRE_ALL=1 but TEST_DATABASE_URL is not set: PostgreSQL tests would be skipped.',
  );
}

async function openPglite(): Promise<DatabaseHandle> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  await handle.migrate();
  return handle;
}

async function openFreshPostgres(adminUrl: string): Promise<DatabaseHandle> {
  const name = `sendero_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolMax: 4 });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export const testDatabases: TestDatabase[] = [
  { name: 'pglite', open: openPglite },
  ...(testDatabaseUrl
    ? [{ name: 'postgres' as const, open: () => openFreshPostgres(testDatabaseUrl) }]
    : []),
];

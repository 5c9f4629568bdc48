/**
 * The databases every API test runs against: PGlite always, PostgreSQL when TEST_DATABASE_URL is
 * set. Each call to open() gives a database of its own, copied from a template the global setup
 * built once per run (apps/api/test/global-setup.ts): migrated and empty, or already holding the
 * small fixture dataset or the real dataset. The fault tests' setup (global-setup-faults.ts) builds
 * only the migrated PGlite. A PostgreSQL copy is dropped on close(). With
 * REQUIRE_ALL=1 a missing PostgreSQL fails the run instead of silently skipping half of it.
 */
import type { DatabaseHandle } from '@sendero/db';
import { openPgliteCopy, openPostgresCopy } from '../../../packages/db/test/templates.ts';

/** What a new test database holds: nothing but the schema, the fixture dataset, or the real one. */
export type TestContent = 'empty' | 'fixture' | 'real';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  open(content?: TestContent): Promise<DatabaseHandle>;
}

export const requireAll = process.env.REQUIRE_ALL === '1';
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
export const testRedisUrl = process.env.REDIS_URL || undefined;

if (requireAll && !testDatabaseUrl) {
  throw new Error(
    'REQUIRE_ALL=1 but TEST_DATABASE_URL is not set: PostgreSQL tests would be skipped.',
  );
}

const template = (content: TestContent) => (content === 'empty' ? 'migrated' : content);

export const testDatabases: TestDatabase[] = [
  { name: 'pglite', open: (content = 'empty') => openPgliteCopy(template(content)) },
  ...(testDatabaseUrl
    ? [
        {
          name: 'postgres' as const,
          open: (content: TestContent = 'empty') => openPostgresCopy(template(content)),
        },
      ]
    : []),
];

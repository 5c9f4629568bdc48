/**
 * Everything between "configuration parsed" and "listening": open the database the configuration
 * names, migrate it, and load the content dataset into an empty one, under the database's
 * start-up lock.
 */
import { importIfEmpty, type Dataset, type DatasetCounts } from '@sendero/content';
import { openDatabase, type DatabaseHandle } from '@sendero/db';
import type { AppConfig } from './config.ts';

export function openConfiguredDatabase(config: AppConfig, onPoolError?: (error: Error) => void) {
  return openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.pgliteDir,
    poolMax: config.DATABASE_POOL_MAX,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    queryTimeoutMs: config.DATABASE_QUERY_TIMEOUT_MS,
    ...(onPoolError ? { onPoolError } : {}),
  });
}

export async function prepareDatabase(
  database: DatabaseHandle,
  config: Pick<AppConfig, 'SKIP_CONTENT_IMPORT'>,
  content?: { load: () => Dataset; imagesDir: string },
): Promise<DatasetCounts | null> {
  // Several instances may start at once on an empty PostgreSQL: one migrates and imports while
  // the others wait, then find the work done. The work runs on the lock's own session, which the
  // request timeouts do not cut.
  return database.withStartupLock(async ({ db, migrate }) => {
    await migrate();
    if (config.SKIP_CONTENT_IMPORT) return null;
    return content ? importIfEmpty(db, content.load, content.imagesDir) : importIfEmpty(db);
  });
}

/**
 * Opens the database the configuration names: PGlite in a folder when there is no DATABASE_URL,
 * a node-postgres pool when there is. Both give the same Drizzle API and run the same SQL.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** PGlite and node-postgres both answer raw queries with `{ rows }`; say so in the shared type. */
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: { rows: Record<string, unknown>[] };
}
export type Database = PgDatabase<RowsQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Cheap round trip used by /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://… — when absent, PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  poolMax?: number;
  connectTimeoutMs?: number;
  /** Called for errors on idle pool clients (a restarted server, a dropped connection). */
  onPoolError?: (error: Error) => void;
}

export const MIGRATIONS_FOLDER =
  process.env.SENDERO_MIGRATIONS_DIR ?? fileURLToPath(new URL('../migrations', import.meta.url));

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options.dataDir ?? 'memory://');
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent } });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
    idleTimeoutMillis: 30_000,
  });
  // Without a listener an idle client's error would crash the process.
  pool.on('error', (error) => options.onPoolError?.(error));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

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
import { retryOnConflict } from './conflict-retry.ts';
import { DeadlineClient, DeadlinePool } from './deadline-client.ts';
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
  /**
   * Runs `work` while holding the database-wide start-up lock: instances that start together on
   * one PostgreSQL migrate and import one after the other, never at once. On PostgreSQL the work
   * gets the lock's own connection, outside the pool and free of the pool's statement and query
   * timeouts: migrations and a first import may rightly take longer than any request. PGlite
   * belongs to one process, so there it simply runs.
   */
  withStartupLock<T>(work: (session: StartupSession) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotice` for each notification on `channel`, and also whenever notifications may have
   * been missed (the listening connection was lost), so a listener that drops a cache on notice
   * never keeps a stale one. Returns a function that stops listening.
   */
  listen(channel: string, onNotice: () => void): Promise<() => Promise<void>>;
  /** The PostgreSQL pool's connections (all, idle) and waiting queries; null on PGlite. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  /** Cheap round trip used by /readyz; on PostgreSQL it gives up after `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** What start-up work runs on: the database on the start-up lock's connection, and migrations. */
export interface StartupSession {
  db: Database;
  migrate(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://… — when absent, PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  poolMax?: number;
  /** Connecting, and waiting for a free connection of the pool, give up after this long. */
  connectTimeoutMs?: number;
  /**
   * The server cancels a pooled connection's statement after this long (`statement_timeout`,
   * SQLSTATE 57014). Unset: no limit (the content importer and the test templates).
   */
  statementTimeoutMs?: number;
  /**
   * The client stops waiting for a pooled query after this long (`query_timeout`) and closes its
   * connection: the deadline that holds when the server answers nothing at all (frozen). Set it
   * above `statementTimeoutMs`, so a server that answers cancels first. Unset: no limit.
   */
  queryTimeoutMs?: number;
  /**
   * Called for errors on the connections themselves, idle or in use (a restarted server, a
   * terminated session, a dropped connection); a request in flight on one fails with its own error.
   */
  onPoolError?: (error: Error) => void;
}

export const MIGRATIONS_FOLDER =
  process.env.SENDERO_MIGRATIONS_DIR ?? fileURLToPath(new URL('../migrations', import.meta.url));

/** The advisory lock key of start-up (migrations and the first import): "send" in ASCII. */
export const STARTUP_LOCK_KEY = 0x73656e64;

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options.dataDir ?? 'memory://');
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  return pgliteHandle(await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS }));
}

/** The extensions every PGlite database loads: the same SQL as PostgreSQL's. */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

/** A DatabaseHandle over an open PGlite client (tests open copies of template folders too). */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    withStartupLock: (work) =>
      work({
        db,
        migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
      }),
    listen: async (channel, onNotice) => {
      const unlisten = await client.listen(channel, () => onNotice());
      return () => unlisten();
    },
    ping: async () => {
      await client.query('select 1');
    },
    poolStats: () => null,
    close: () => client.close(),
  };
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const pool = new DeadlinePool({
    connectionString: url,
    max: options.poolMax ?? 10,
    // Bounds both a new connection's handshake and the wait for a free one in a full pool.
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
    idleTimeoutMillis: 30_000,
    // Sent at connection start-up, so every pooled session has it without an extra round trip.
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    ...(options.queryTimeoutMs ? { query_timeout: options.queryTimeoutMs } : {}),
    Client: DeadlineClient,
  });
  // An 'error' event with no listener throws, and would end the process. The pool listens on its
  // idle clients only ('error' below), not on the ones it has handed out: a transaction holds its
  // client between queries, and a server that terminates the session or restarts meanwhile
  // (57P01, ECONNRESET) reaches that client with no query to receive the error. So every client
  // gets a listener of its own when it connects. The request then fails on its next query (the
  // client is no longer queryable → 503), and the pool drops the client when it is released.
  pool.on('connect', (client) => client.on('error', (error) => options.onPoolError?.(error)));
  pool.on('error', (error) => options.onPoolError?.(error));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  // A transaction that lost a deadlock or serialization conflict is run again, once, whole: its
  // work is database work only, which the failed attempt rolled back (conflict-retry.ts).
  const transaction = db.transaction.bind(db);
  db.transaction = (work, config) => retryOnConflict(() => transaction(work, config));
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    withStartupLock: async (work) => {
      // A session-level advisory lock on a connection outside the pool (a pool of one must not
      // be held by the lock), which ends with the session even if this process dies holding it.
      // The work runs on that session too, without the pool's timeouts.
      const client = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
      });
      // A dropped session fails the start-up work's next query instead of ending the process.
      client.on('error', (error) => options.onPoolError?.(error));
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        try {
          const session = drizzlePg(client, { schema }) as unknown as Database;
          return await work({
            db: session,
            migrate: () => migratePg(session as never, { migrationsFolder: MIGRATIONS_FOLDER }),
          });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
        }
      } finally {
        await client.end();
      }
    },
    listen: (channel, onNotice) => listenOnPostgres(url, channel, onNotice, options),
    ping: async (timeoutMs) => {
      await pool.query({ text: 'select 1', ...(timeoutMs ? { query_timeout: timeoutMs } : {}) });
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: () => pool.end(),
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries). When it cannot
 * connect, fails or ends, the listener is told (notices may have been missed) and the connection is
 * made again after a pause, until stopped. It never throws: a database that is down at first is
 * listened to once it is back.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onNotice: () => void,
  options: OpenDatabaseOptions,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
    });
    const lost = () => {
      if (client !== next) return;
      client = null;
      onNotice();
      next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect(), 1000);
    };
    next.on('notification', (message) => {
      if (message.channel === channel) onNotice();
    });
    next.on('error', lost);
    next.on('end', lost);
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch {
      lost();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = null;
    await last?.end().catch(() => undefined);
  };
}

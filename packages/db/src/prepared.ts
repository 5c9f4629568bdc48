/**
 * Hot queries as named prepared statements: a session then parses and plans each statement shape
 * once (PostgreSQL keeps a generic plan after five runs when it is as good as the custom ones)
 * instead of on every request. For the search, planning cost about as much as running the query.
 *
 * - PostgreSQL: node-postgres names the statement on each pooled connection.
 * - PGlite: its own API runs every query unnamed, planned each time. PGlite ships a node-postgres
 *   adapter (`@electric-sql/pglite/node-postgres`) that speaks the same extended protocol, named
 *   statements included, to its one session; the statement goes through that, with its parameters
 *   bound, while PGlite's `runExclusive` keeps every other query out (decision 0046).
 */
import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './open.ts';

const dialect = new PgDialect();
const MAX_SHAPES = 100;
const shapes = new Set<string>();

type Rows = { rows: Record<string, unknown>[] };

export async function executePrepared(db: Database, query: SQL): Promise<Rows> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    return client.query(namedQuery(text, params));
  }
  if (client instanceof PGlite) return (await onPgliteSession(client, query)) ?? db.execute(query);
  return db.execute(query);
}

/** `{ name, text, values }`, or unnamed once the bound of kept shapes is reached. */
function namedQuery(text: string, params: unknown[]): pg.QueryConfig {
  const name = statementName(text);
  if (!shapes.has(name)) {
    // Each prepared statement stays in the server's memory while its session lives: past a
    // bound (many words, corrections and filters make many shapes), the rare shapes are not kept.
    if (shapes.size >= MAX_SHAPES) return { text, values: params };
    shapes.add(name);
  }
  return { name, text, values: params };
}

/** One node-postgres client per PGlite database, over PGlite's own adapter. */
const pgliteSessions = new WeakMap<PGlite, Promise<pg.Client>>();

function pgliteSession(pglite: PGlite): Promise<pg.Client> {
  let session = pgliteSessions.get(pglite);
  if (!session) {
    const client = new pg.Client(createPgConfig(pglite) as pg.ClientConfig);
    session = client.connect().then(() => client);
    pgliteSessions.set(pglite, session);
  }
  return session;
}

/**
 * Runs the query as a named statement on PGlite's session, or answers null when a transaction is
 * open there: PGlite has one session, and a statement sent between another request's statements
 * would run inside that transaction. The caller then runs it unnamed, after the transaction.
 */
async function onPgliteSession(pglite: PGlite, query: SQL): Promise<Rows | null> {
  const session = await pgliteSession(pglite);
  const { sql: text, params } = dialect.sqlToQuery(query);
  return pglite.runExclusive(async () =>
    pglite.isInTransaction() ? null : session.query(namedQuery(text, params)),
  );
}

/** The names of the shapes seen, by text: hashing a statement of kilobytes each time costs. */
const names = new Map<string, string>();

/** The name follows the text, so one shape is one statement on every connection. */
function statementName(text: string) {
  let name = names.get(text);
  if (name === undefined) {
    name = `sendero_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    // Bounded as the shapes are; a shape past the bound is hashed each time.
    if (names.size < MAX_SHAPES * 2) names.set(text, name);
  }
  return name;
}

/** `word%` with LIKE's own characters escaped, so a pattern stays a prefix. */
export function likePrefix(word: string): string {
  return `${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * `column` starts with `prefix`, as a range a generic plan can still serve from a
 * `text_pattern_ops` index (a `like $1` pattern is only known at execution, so it cannot).
 * Byte order is code point order in UTF-8, so the prefix with its last character raised by one is
 * above every string that starts with it.
 */
export function startsWith(column: SQL, prefix: string): SQL {
  const characters = [...prefix];
  const last = characters.pop()?.codePointAt(0);
  if (last === undefined || last >= 0x10ffff) return sql`${column} like ${likePrefix(prefix)}`;
  // The surrogate range holds no characters.
  const next = last + 1 === 0xd800 ? 0xe000 : last + 1;
  const upper = characters.join('') + String.fromCodePoint(next);
  return sql`(${column} ~>=~ ${prefix} and ${column} ~<~ ${upper})`;
}

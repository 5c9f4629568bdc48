/**
 * Shared setup of the content API tests: saves (favourites/bookmarks) inserted directly, and an
 * app whose database handle counts statements. The datasets come with the database:
 * `useApp(target, { content: 'real' | 'fixture' })`.
 */
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { bookmarks, favorites, users, type Database, type DatabaseHandle } from '@sendero/db';

let userSequence = 0;

/** `count` users each save the target (a favourite, or a bookmark). */
export async function addSaves(
  db: Database,
  kind: 'favorite' | 'bookmark',
  targetType: 'tour' | 'spot',
  targetId: number,
  count: number,
) {
  const created = await db
    .insert(users)
    .values(
      Array.from({ length: count }, () => {
        userSequence += 1;
        const name = `saver${process.pid}x${userSequence}`;
        return { username: name, email: `${name}@example.com`, passwordHash: 'not-a-hash' };
      }),
    )
    .returning({ id: users.id });
  const table = kind === 'favorite' ? favorites : bookmarks;
  await db.insert(table).values(created.map(({ id }) => ({ userId: id, targetType, targetId })));
}

/** The same database seen through a Drizzle instance that records every statement it runs. */
export function countingHandle(handle: DatabaseHandle) {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => statements.push(query) };
  const client = (handle.db as unknown as { $client: unknown }).$client;
  const db = (handle.kind === 'pglite'
    ? drizzlePglite(client as PGlite, { logger })
    : drizzlePg(client as pg.Pool, { logger })) as unknown as Database;
  return { handle: { ...handle, db, close: async () => {} }, statements };
}

/**
 * Public content answers are cached in each instance (apps/api plugins/http-cache.ts). Whatever
 * changes what they say — a content import, a save that moves popularity — announces it on one
 * PostgreSQL channel, inside its own transaction, so every instance (and every process: the
 * importer CLI too) hears of it exactly when the change commits, and never for a rollback.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../open.ts';

export const CONTENT_CHANGES_CHANNEL = 'sendero_content_changes';

export async function announceContentChange(db: Database) {
  await db.execute(sql`select pg_notify(${CONTENT_CHANGES_CHANNEL}, '')`);
}

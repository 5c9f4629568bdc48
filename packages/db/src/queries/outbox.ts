/** The e-mail outbox seen from outside (metrics): how much waits, and since when. */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../open.ts';
import { outbox } from '../schema/index.ts';

/** Pending e-mails and the oldest one's age in seconds (served by outbox_pending_idx). */
export async function outboxBacklog(db: Database, { now }: { now: Date }) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      oldest: sql<string | null>`min(${outbox.createdAt})`,
    })
    .from(outbox)
    .where(eq(outbox.status, 'pending'));
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : null;
  return {
    count: row?.count ?? 0,
    oldestAgeSeconds: oldest === null ? 0 : Math.max(0, (now.getTime() - oldest) / 1000),
  };
}

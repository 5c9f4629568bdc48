/** The audit log (issue 32): rows are only added, one per editor action. */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../open.ts';
import { auditLog } from '../schema/index.ts';

export interface AuditRecord {
  actor: { userId: number | null; username: string };
  action: string;
  targetType: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
  at: Date;
}

/** Adds one entry; call it in the transaction of the change it records, so both or neither. */
export async function recordAudit(db: Database, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorId: record.actor.userId,
    actorName: record.actor.username,
    action: record.action,
    targetType: record.targetType,
    targetId: String(record.targetId),
    before: record.before ?? null,
    after: record.after ?? null,
    at: record.at,
  });
}

/** Newest first, optionally for one target. */
export async function listAudit(
  db: Database,
  {
    targetType,
    targetId,
    page,
    size,
  }: { targetType?: string; targetId?: string; page: number; size: number },
) {
  const filters: SQL[] = [];
  if (targetType) filters.push(eq(auditLog.targetType, targetType));
  if (targetId) filters.push(eq(auditLog.targetId, targetId));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

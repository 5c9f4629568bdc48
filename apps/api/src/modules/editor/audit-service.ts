/** Reading the audit log (issue 32): what editors did, newest first. */
import type { z } from 'zod';
import type { auditPage, auditQuery } from '@sendero/contract';
import { listAudit, type Database } from '@sendero/db';
import { toPage } from '../../lib/paging.ts';

export const AUDIT_PAGE_SIZE = 50;

export async function auditLogPage(
  db: Database,
  query: z.infer<typeof auditQuery>,
): Promise<z.infer<typeof auditPage>> {
  const { rows, total } = await listAudit(db, { ...query, size: AUDIT_PAGE_SIZE });
  const entries = rows.map((row) => ({
    id: row.id,
    actorName: row.actorName,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before,
    after: row.after,
    at: row.at.toISOString(),
  }));
  return toPage(entries, total, { page: query.page, size: AUDIT_PAGE_SIZE });
}

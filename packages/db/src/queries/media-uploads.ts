/** Pictures editors uploaded (issue 32): recorded once per kind and file, listed newest first. */
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../open.ts';
import { mediaUploads } from '../schema/index.ts';

export type MediaUploadRow = typeof mediaUploads.$inferSelect;
export type NewMediaUpload = Omit<typeof mediaUploads.$inferInsert, 'id'>;

/**
 * Records an upload; the same file uploaded again for the same kind keeps the first record.
 * Answers the row and whether it is new.
 */
export async function recordMediaUpload(
  db: Database,
  upload: NewMediaUpload,
): Promise<{ row: MediaUploadRow; created: boolean }> {
  const [inserted] = await db.insert(mediaUploads).values(upload).onConflictDoNothing().returning();
  if (inserted) return { row: inserted, created: true };
  const [kept] = await db
    .select()
    .from(mediaUploads)
    .where(and(eq(mediaUploads.kind, upload.kind), eq(mediaUploads.file, upload.file)));
  return { row: kept!, created: false };
}

export async function listMediaUploads(
  db: Database,
  { kind }: { kind: string },
): Promise<MediaUploadRow[]> {
  return db
    .select()
    .from(mediaUploads)
    .where(eq(mediaUploads.kind, kind))
    .orderBy(desc(mediaUploads.uploadedAt), desc(mediaUploads.id));
}

/** Whether an editor uploaded `file` (for any kind): a draft may only name a picture that exists. */
export async function mediaUploadExists(db: Database, { file }: { file: string }) {
  const [row] = await db
    .select({ id: mediaUploads.id })
    .from(mediaUploads)
    .where(eq(mediaUploads.file, file))
    .limit(1);
  return row !== undefined;
}

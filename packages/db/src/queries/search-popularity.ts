/**
 * Keeps the search index's popularity (favourites + bookmarks) in step with a save or removal, so
 * search ranking follows travellers without waiting for the next content import. Two statements:
 * call it inside the transaction that changed the saves, so the index never counts a save that was
 * rolled back.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../open.ts';
import { searchDocuments, searchTerms } from '../schema/index.ts';
import { savesOfTarget, type SavedTargetType } from './popularity.ts';

export async function refreshSearchPopularity(
  db: Database,
  { type, targetId }: { type: SavedTargetType; targetId: number },
) {
  const saves = savesOfTarget(type, targetId);
  const document = and(eq(searchDocuments.docType, type), eq(searchDocuments.docId, targetId));
  await db.update(searchDocuments).set({ popularity: saves }).where(document);
  await db
    .update(searchTerms)
    .set({ popularity: saves })
    .where(
      eq(
        searchTerms.docKey,
        db.select({ key: searchDocuments.key }).from(searchDocuments).where(document),
      ),
    );
}

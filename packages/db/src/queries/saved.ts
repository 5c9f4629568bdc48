/**
 * Bookmarks and favourites: the same shape in two tables, always filtered by the owner's id, so a
 * user can only ever see or change their own rows.
 */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../open.ts';
import {
  bookmarks,
  favorites,
  searchDocuments,
  searchTerms,
  spots,
  tours,
} from '../schema/index.ts';
import { savesOfTarget, type SavedTargetType } from './popularity.ts';

type SavedTable = typeof bookmarks | typeof favorites;
export type SavedKind = 'bookmark' | 'favorite';
const tableOf = (kind: SavedKind): SavedTable => (kind === 'bookmark' ? bookmarks : favorites);

export async function targetExists(db: Database, type: SavedTargetType, id: number) {
  const table = type === 'tour' ? tours : spots;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return Boolean(row);
}

const ownRow = (table: SavedTable, userId: number, type: SavedTargetType, targetId: number) =>
  and(eq(table.userId, userId), eq(table.targetType, type), eq(table.targetId, targetId));

export async function isSaved(
  db: Database,
  kind: SavedKind,
  userId: number,
  type: SavedTargetType,
  targetId: number,
) {
  const table = tableOf(kind);
  const [row] = await db
    .select({ id: table.targetId })
    .from(table)
    .where(ownRow(table, userId, type, targetId))
    .limit(1);
  return Boolean(row);
}

/** Adding twice is harmless: the unique (user, type, target) index absorbs the second. */
export async function addSaved(
  db: Database,
  kind: SavedKind,
  userId: number,
  type: SavedTargetType,
  targetId: number,
  at: Date,
) {
  const table = tableOf(kind);
  await db
    .insert(table)
    .values({ userId, targetType: type, targetId, createdAt: at })
    .onConflictDoNothing();
}

export async function removeSaved(
  db: Database,
  kind: SavedKind,
  userId: number,
  type: SavedTargetType,
  targetId: number,
) {
  const table = tableOf(kind);
  const removed = await db
    .delete(table)
    .where(ownRow(table, userId, type, targetId))
    .returning({ id: table.targetId });
  return removed.length > 0;
}

/** Flips the saved state in one round trip each way; returns the new state. */
export async function toggleSaved(
  db: Database,
  kind: SavedKind,
  userId: number,
  type: SavedTargetType,
  targetId: number,
  at: Date,
) {
  if (await removeSaved(db, kind, userId, type, targetId)) return false;
  await addSaved(db, kind, userId, type, targetId, at);
  return true;
}

export async function savedIds(
  db: Database,
  kind: SavedKind,
  userId: number,
  type: SavedTargetType,
) {
  const table = tableOf(kind);
  const rows = await db
    .select({ id: table.targetId })
    .from(table)
    .where(and(eq(table.userId, userId), eq(table.targetType, type)))
    .orderBy(desc(table.createdAt));
  return rows.map((r) => r.id);
}

/** One page of a user's saved rows, newest first (served by the (user, type, created_at) index). */
export async function listSaved(
  db: Database,
  kind: SavedKind,
  userId: number,
  type: SavedTargetType,
  window: { page: number; size: number },
) {
  const table = tableOf(kind);
  const mine = and(eq(table.userId, userId), eq(table.targetType, type));
  const [rows, [total]] = await Promise.all([
    db
      .select({ targetId: table.targetId, createdAt: table.createdAt })
      .from(table)
      .where(mine)
      .orderBy(desc(table.createdAt), desc(table.targetId))
      .limit(window.size)
      .offset(window.page * window.size),
    db.select({ n: count() }).from(table).where(mine),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Which of `ids` the user has bookmarked and favourited: two indexed queries for any number of ids. */
export async function savedFlags(
  db: Database,
  userId: number,
  type: SavedTargetType,
  ids: number[],
) {
  if (ids.length === 0) return { bookmarked: new Set<number>(), favorited: new Set<number>() };
  const query = (table: SavedTable) =>
    db
      .select({ id: table.targetId })
      .from(table)
      .where(
        and(eq(table.userId, userId), eq(table.targetType, type), inArray(table.targetId, ids)),
      );
  const [b, f] = await Promise.all([query(bookmarks), query(favorites)]);
  return { bookmarked: new Set(b.map((r) => r.id)), favorited: new Set(f.map((r) => r.id)) };
}

/**
 * Keeps the search index's popularity (favourites + bookmarks) in step with a save or removal, so
 * search ranking follows travellers without waiting for the next content import.
 */
export async function refreshSearchPopularity(
  db: Database,
  type: SavedTargetType,
  targetId: number,
) {
  const saves = savesOfTarget(type, targetId);
  await db.transaction(async (tx) => {
    await tx
      .update(searchDocuments)
      .set({ popularity: saves })
      .where(and(eq(searchDocuments.docType, type), eq(searchDocuments.docId, targetId)));
    await tx
      .update(searchTerms)
      .set({ popularity: saves })
      .where(
        eq(
          searchTerms.docKey,
          tx
            .select({ key: searchDocuments.key })
            .from(searchDocuments)
            .where(and(eq(searchDocuments.docType, type), eq(searchDocuments.docId, targetId))),
        ),
      );
  });
}

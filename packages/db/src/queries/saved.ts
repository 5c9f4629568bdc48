/**
 * Bookmarks and favourites: the same shape in two tables, so one set of queries serves both,
 * parameterised by the list's kind. Every query filters by the owner's id, so a user can only
 * ever see or change their own rows.
 */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../open.ts';
import { bookmarks, favorites, spots, tours } from '../schema/index.ts';
import type { SavedTargetType } from './popularity.ts';

type SavedTable = typeof bookmarks | typeof favorites;
export type SavedKind = 'bookmark' | 'favorite';
const tableOf = (kind: SavedKind): SavedTable => (kind === 'bookmark' ? bookmarks : favorites);

/** One user's list of one kind of target: the scope of every query below. */
export interface SavedList {
  kind: SavedKind;
  userId: number;
  type: SavedTargetType;
}

/** One entry of such a list. */
export interface SavedTarget extends SavedList {
  targetId: number;
}

export async function targetExists(
  db: Database,
  { type, id }: { type: SavedTargetType; id: number },
) {
  const table = type === 'tour' ? tours : spots;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return Boolean(row);
}

const ownList = (table: SavedTable, { userId, type }: Omit<SavedList, 'kind'>) =>
  and(eq(table.userId, userId), eq(table.targetType, type));

const ownRow = (table: SavedTable, target: SavedTarget) =>
  and(ownList(table, target), eq(table.targetId, target.targetId));

export async function isSaved(db: Database, target: SavedTarget) {
  const table = tableOf(target.kind);
  const [row] = await db
    .select({ id: table.targetId })
    .from(table)
    .where(ownRow(table, target))
    .limit(1);
  return Boolean(row);
}

/** Adding twice is harmless: the unique (user, type, target) index absorbs the second. */
export async function addSaved(db: Database, { at, ...target }: SavedTarget & { at: Date }) {
  await db
    .insert(tableOf(target.kind))
    .values({
      userId: target.userId,
      targetType: target.type,
      targetId: target.targetId,
      createdAt: at,
    })
    .onConflictDoNothing();
}

/** Returns whether there was a row to remove. */
export async function removeSaved(db: Database, target: SavedTarget) {
  const table = tableOf(target.kind);
  const removed = await db
    .delete(table)
    .where(ownRow(table, target))
    .returning({ id: table.targetId });
  return removed.length > 0;
}

/** Flips the saved state in one round trip each way; returns the new state. */
export async function toggleSaved(db: Database, params: SavedTarget & { at: Date }) {
  if (await removeSaved(db, params)) return false;
  await addSaved(db, params);
  return true;
}

export async function savedIds(db: Database, list: SavedList) {
  const table = tableOf(list.kind);
  const rows = await db
    .select({ id: table.targetId })
    .from(table)
    .where(ownList(table, list))
    .orderBy(desc(table.createdAt));
  return rows.map((r) => r.id);
}

/** One page of a user's saved rows, newest first (served by the (user, type, created_at) index). */
export async function listSaved(
  db: Database,
  { window, ...list }: SavedList & { window: { page: number; size: number } },
) {
  const table = tableOf(list.kind);
  const mine = ownList(table, list);
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
  { userId, type, ids }: { userId: number; type: SavedTargetType; ids: number[] },
) {
  if (ids.length === 0) return { bookmarked: new Set<number>(), favorited: new Set<number>() };
  const query = (table: SavedTable) =>
    db
      .select({ id: table.targetId })
      .from(table)
      .where(and(ownList(table, { userId, type }), inArray(table.targetId, ids)));
  const [b, f] = await Promise.all([query(bookmarks), query(favorites)]);
  return { bookmarked: new Set(b.map((r) => r.id)), favorited: new Set(f.map((r) => r.id)) };
}

/**
 * Saving tours and spots, one implementation for bookmarks and favourites (the list's `kind`).
 * Every call acts on the signed-in user's own rows only; a target that does not exist is a 404 (so
 * nobody saves ids that will never resolve). A change to the saves and the search index's
 * popularity commit together, so ranking never counts a save that was rolled back.
 */
import type { SavedEntry } from '@sendero/contract';
import {
  addSaved,
  findSpotsByIds,
  findToursByIds,
  isSaved,
  listSaved,
  announceContentChange,
  refreshSearchPopularity,
  removeSaved,
  savedFlags,
  savedIds,
  targetExists,
  toggleSaved,
  type Database,
  type SavedList,
  type SavedTarget,
} from '@sendero/db';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/http-errors.ts';

export interface SavedDeps {
  db: Database;
  clock: Clock;
}

async function assertTarget(db: Database, { type, targetId }: SavedTarget) {
  if (!(await targetExists(db, { type, id: targetId }))) {
    throw notFound(type === 'tour' ? 'Tour not found' : 'Spot not found');
  }
}

export async function save({ db, clock }: SavedDeps, target: SavedTarget) {
  await assertTarget(db, target);
  await db.transaction(async (tx) => {
    await addSaved(tx, { ...target, at: clock.now() });
    await refreshSearchPopularity(tx, target);
    await announceContentChange(tx);
  });
}

/** Removing what was never saved is no error (and leaves the search index alone). */
export async function unsave({ db }: Pick<SavedDeps, 'db'>, target: SavedTarget) {
  await db.transaction(async (tx) => {
    if (await removeSaved(tx, target)) {
      await refreshSearchPopularity(tx, target);
      await announceContentChange(tx);
    }
  });
}

/** Returns the new state. */
export async function toggle({ db, clock }: SavedDeps, target: SavedTarget) {
  await assertTarget(db, target);
  return db.transaction(async (tx) => {
    const saved = await toggleSaved(tx, { ...target, at: clock.now() });
    await refreshSearchPopularity(tx, target);
    await announceContentChange(tx);
    return saved;
  });
}

export const isSavedBy = ({ db }: Pick<SavedDeps, 'db'>, target: SavedTarget) =>
  isSaved(db, target);

export const savedTargetIds = ({ db }: Pick<SavedDeps, 'db'>, list: SavedList) =>
  savedIds(db, list);

/** A page of saved entries, each wrapping its tour or spot (one query per page, not per entry). */
export async function savedPage(
  { db }: Pick<SavedDeps, 'db'>,
  { window, ...list }: SavedList & { window: { page: number; size: number } },
) {
  const { userId, type } = list;
  const { rows, total } = await listSaved(db, { ...list, window });
  const ids = rows.map((r) => r.targetId);
  const flags = await savedFlags(db, { userId, type, ids });
  const targets = type === 'tour' ? await findToursByIds(db, ids) : await findSpotsByIds(db, ids);
  const byId = new Map(targets.map((t) => [t.id, t]));
  const content: SavedEntry[] = rows.flatMap((row) => {
    const target = byId.get(row.targetId);
    if (!target) return []; // its content was removed from the dataset since it was saved
    const withFlags = {
      ...target,
      bookmarked: flags.bookmarked.has(row.targetId),
      favorited: flags.favorited.has(row.targetId),
    };
    return [
      {
        targetType: type,
        targetId: row.targetId,
        createdAt: row.createdAt.toISOString(),
        ...(type === 'tour' ? { tour: withFlags as never } : { spot: withFlags as never }),
      },
    ];
  });
  return {
    content,
    page: window.page,
    size: window.size,
    totalElements: total,
    totalPages: Math.ceil(total / window.size),
  };
}

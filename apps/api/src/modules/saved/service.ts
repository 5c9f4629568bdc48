/**
 * Saving tours and spots. Every call acts on the signed-in user's own rows only; a target that
 * does not exist is a 404 (so nobody saves ids that will never resolve).
 */
import type { FastifyInstance } from 'fastify';
import type { SavedEntry, SavedType } from '@sendero/contract';
import {
  addSaved,
  findSpotsByIds,
  findToursByIds,
  isSaved,
  listSaved,
  refreshSearchPopularity,
  removeSaved,
  savedFlags,
  savedIds,
  targetExists,
  toggleSaved,
  type SavedKind,
} from '@sendero/db';
import { notFound } from '../../lib/http-errors.ts';

async function assertTarget(app: FastifyInstance, type: SavedType, id: number) {
  if (!(await targetExists(app.db, type, id))) {
    throw notFound(type === 'tour' ? 'Tour not found' : 'Spot not found');
  }
}

export async function bookmark(app: FastifyInstance, userId: number, type: SavedType, id: number) {
  await assertTarget(app, type, id);
  await addSaved(app.db, 'bookmark', userId, type, id, app.now());
  await refreshSearchPopularity(app.db, type, id);
}

export async function unbookmark(
  app: FastifyInstance,
  userId: number,
  type: SavedType,
  id: number,
) {
  if (await removeSaved(app.db, 'bookmark', userId, type, id)) {
    await refreshSearchPopularity(app.db, type, id);
  }
}

export async function toggleFavorite(
  app: FastifyInstance,
  userId: number,
  type: SavedType,
  id: number,
) {
  await assertTarget(app, type, id);
  const favorited = await toggleSaved(app.db, 'favorite', userId, type, id, app.now());
  await refreshSearchPopularity(app.db, type, id);
  return favorited;
}

export const isBookmarked = (app: FastifyInstance, userId: number, type: SavedType, id: number) =>
  isSaved(app.db, 'bookmark', userId, type, id);
export const isFavorited = (app: FastifyInstance, userId: number, type: SavedType, id: number) =>
  isSaved(app.db, 'favorite', userId, type, id);
export const bookmarkIds = (app: FastifyInstance, userId: number, type: SavedType) =>
  savedIds(app.db, 'bookmark', userId, type);

/** A page of saved entries, each wrapping its tour or spot (one query per page, not per entry). */
export async function savedPage(
  app: FastifyInstance,
  kind: SavedKind,
  userId: number,
  type: SavedType,
  window: { page: number; size: number },
) {
  const { rows, total } = await listSaved(app.db, kind, userId, type, window);
  const ids = rows.map((r) => r.targetId);
  const flags = await savedFlags(app.db, userId, type, ids);
  const targets =
    type === 'tour' ? await findToursByIds(app.db, ids) : await findSpotsByIds(app.db, ids);
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

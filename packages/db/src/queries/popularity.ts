import { count, eq, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../open.ts';
import { bookmarks, favorites } from '../schema/index.ts';

export type SavedTargetType = 'tour' | 'spot';

/**
 * Saves (favourites + bookmarks) per target as one grouped subquery, joined by the lists that sort
 * by popularity: one statement however many rows, each half served by the *_target_idx indexes.
 */
export function popularitySubquery(db: Database, targetType: SavedTargetType) {
  const saved = unionAll(
    db
      .select({ targetId: favorites.targetId })
      .from(favorites)
      .where(eq(favorites.targetType, targetType)),
    db
      .select({ targetId: bookmarks.targetId })
      .from(bookmarks)
      .where(eq(bookmarks.targetType, targetType)),
  ).as('saved');
  return db
    .select({ targetId: saved.targetId, saves: count().as('saves') })
    .from(saved)
    .groupBy(saved.targetId)
    .as('popularity');
}

export type Popularity = ReturnType<typeof popularitySubquery>;

export const savesOf = (popularity: Popularity) => sql`coalesce(${popularity.saves}, 0)`;

/**
 * Saves (favourites + bookmarks) of one target, as a correlated SQL expression: `targetId` is the
 * id column or value of the row being written. Served by the *_target_idx indexes.
 */
export const savesOfTarget = (targetType: SavedTargetType, targetId: SQL | number) =>
  sql`((select count(*) from favorites f where f.target_type = ${targetType} and f.target_id = ${targetId})
    + (select count(*) from bookmarks b where b.target_type = ${targetType} and b.target_id = ${targetId}))::int`;

/** Page bounds shared by the tour and spot lists. */
export interface PageWindow {
  limit: number;
  offset: number;
}

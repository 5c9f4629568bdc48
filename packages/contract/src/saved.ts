/**
 * Bookmarks and favourites (content spec §3, §7): per user, per type (tour, spot). The list calls
 * answer the paged shape; each entry wraps the saved tour or spot.
 */
import { z } from 'zod';
import { spotSummary, tourSummary } from './content.ts';
import { entityId } from './ids.ts';
import { SAVED_TYPES, type SavedType } from './saved-rules.ts';

/** The specification maps types to paths (tour → tours); both spellings are accepted. */
export const savedTypeParam = z
  .enum(['tour', 'tours', 'spot', 'spots'], { error: 'Must be tour or spot.' })
  .transform((value) => (value.startsWith('tour') ? 'tour' : 'spot') as SavedType);

/** Saved tours and spots are named by their entity id. */
const targetId = entityId;

export const bookmarkTargetQuery = z.object({ targetId, targetType: savedTypeParam });
export const favoriteExistsQuery = z.object({ targetId, type: savedTypeParam });
export const savedPageQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().positive().max(100).default(10),
});

export const savedEntry = z.object({
  targetType: z.enum(SAVED_TYPES),
  targetId: z.number().int(),
  createdAt: z.string(),
  tour: tourSummary.optional(),
  spot: spotSummary.optional(),
});
export type SavedEntry = z.infer<typeof savedEntry>;

export const savedPage = z.object({
  content: z.array(savedEntry),
  page: z.number().int(),
  size: z.number().int(),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
});
export type SavedPage = z.infer<typeof savedPage>;

export const bookmarkedResponse = z.object({ bookmarked: z.boolean() });
export const favoritedResponse = z.object({ favorited: z.boolean() });

// Saving rules and texts without zod (saved.ts has the schemas), for the web app's cards (decision
// 0015).

export const SAVED_TYPES = ['tour', 'spot'] as const;
export type SavedType = (typeof SAVED_TYPES)[number];

/** Type-to-path mapping of content spec §3 for the saved-list calls: tour → tours, spot → spots. */
export function savedTypePath(type: SavedType): 'tours' | 'spots' {
  return type === 'tour' ? 'tours' : 'spots';
}

/** Texts of content spec §8 for the saving flows. */
export const SAVED_TEXT = {
  signInToSave: 'Sign in to save bookmarks. Visit /login to continue.',
} as const;

/**
 * Saved events (issue 34): how many one account, or one device signed out, keeps. Far above the
 * year's calendar, so it bounds a runaway client, never a traveller.
 */
export const SAVED_EVENTS_MAX = 200;

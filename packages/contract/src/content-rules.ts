/** Content rules without zod (content.ts has the schemas), for the web app's first paint. */

/** Sort orders the lists accept; anything else is a 400. */
export const TOUR_SORTS = ['popular', 'title', 'newest'] as const;
export const SPOT_SORTS = ['popular', 'name', 'newest'] as const;
export const MAX_PAGE_SIZE = 100;

/** A post's slug in its URL: letters, digits and hyphens (content spec §5), at most 120. */
export const POST_SLUG_PATTERN = /^[A-Za-z0-9-]{1,120}$/;

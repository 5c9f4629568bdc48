// Search rules without zod (search.ts has the schemas): the header's search box is part of the
// web app's first paint (decision 0015).
import { POST_SLUG_PATTERN } from './content-rules.ts';
import { parseEntityId } from './entity-id.ts';
import { matchPagePath, PAGE_PATTERNS, paths } from './paths.ts';

export const SEARCH_DOC_TYPES = ['city', 'tour', 'spot', 'post', 'event'] as const;
export type SearchDocType = (typeof SEARCH_DOC_TYPES)[number];

export const SEARCH_LIMITS = {
  /** The header box asks nothing below this (spec §9); the API answers an empty page for ''. */
  minQueryLength: 2,
  /** Characters after trimming. */
  maxQueryLength: 200,
  /** Words of the query taken into account; the rest is ignored. */
  maxQueryWords: 8,
  defaultPage: 1,
  defaultSize: 20,
  headerSize: 8,
  maxSize: 50,
  maxPage: 1000,
  /**
   * Matches are counted, and paged to, up to this many (like a search engine's "1,000+ results"):
   * counting reads every counted match, and nobody pages past the thousandth result of a search.
   */
  maxCountedResults: 1000,
  /**
   * Characters of a highlighted title or subtitle: a longer one is cut between words, around its
   * first match, with "…" (two lines of the header's dropdown at most).
   */
  maxHighlightLength: 80,
  maxTags: 10,
  maxTagLength: 60,
  debounceMs: 220,
  blurCloseMs: 120,
} as const;

/**
 * Where a result leads (accounts spec §2): the page of a city, tour or spot, or of a post under
 * its city. The API builds `url` with this from the row's slug; the web app calls it again on the
 * `url` it received, so a post link it follows is always one of our own post pages. An event has
 * no page of its own: it opens the events page filtered to its city and its title. Null for types
 * without a page (nothing happens on selection).
 */
export function searchResultPath(result: {
  docType?: string | null;
  docId: number;
  cityId?: number | null;
  title?: string | null;
  slug?: string | null;
  url?: string | null;
}): string | null {
  switch (result.docType) {
    case 'spot':
      return paths.spot(result.docId);
    case 'tour':
      return paths.tour(result.docId);
    case 'city':
      return paths.city(result.docId);
    case 'post': {
      const fromUrl = result.url ? matchPagePath(PAGE_PATTERNS.post, result.url) : null;
      const cityId = parseEntityId(fromUrl?.cityId ?? result.cityId);
      const slug = fromUrl?.slug ?? result.slug;
      return cityId !== null && slug && POST_SLUG_PATTERN.test(slug)
        ? paths.post(cityId, slug)
        : null;
    }
    case 'event':
      return result.title ? paths.events({ cityId: result.cityId, q: result.title }) : null;
    default:
      return null;
  }
}

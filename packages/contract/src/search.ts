/**
 * GET /api/search (spec §3, §5, §7, §9). Request rules: what the client would not send is ignored
 * (cityId that is not a positive integer, blank type, page/size that are not positive, blank tags);
 * only malformed values answer 400 naming the field (q too long, size too large, unknown type,
 * too many or too long tags, a page beyond MAX_PAGE).
 */
import { z } from 'zod';
import { text } from './text.ts';
import { paged, POST_SLUG_PATTERN } from './content.ts';
import { matchPagePath, PAGE_PATTERNS, paths } from './paths.ts';
import { entityId, parseEntityId } from './ids.ts';

export const SEARCH_DOC_TYPES = ['city', 'tour', 'spot', 'post'] as const;
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
  maxTags: 10,
  maxTagLength: 60,
  debounceMs: 220,
  blurCloseMs: 120,
} as const;

/** A positive number floored, or undefined when the value is anything else (spec §5). */
function positiveFloored(value: unknown): number | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const number = typeof value === 'number' ? value : Number(value.trim() === '' ? NaN : value);
  if (!Number.isFinite(number) || number < 1) return undefined;
  return Math.floor(number);
}

function positiveId(value: unknown): number | undefined {
  const number = positiveFloored(value);
  return number !== undefined && Number(value) === number && Number.isSafeInteger(number)
    ? number
    : undefined;
}

function blankToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

function tagList(value: unknown): unknown {
  if (value === undefined) return undefined;
  const list = Array.isArray(value) ? value : [value];
  return list.filter((tag) => typeof tag !== 'string' || tag.trim() !== '');
}

export const searchQuery = z.object({
  q: text()
    .trim()
    .max(SEARCH_LIMITS.maxQueryLength, {
      message: `Use at most ${SEARCH_LIMITS.maxQueryLength} characters.`,
    })
    .optional(),
  cityId: z.preprocess(positiveId, entityId.optional()),
  type: z.preprocess(
    (value) => (typeof value === 'string' ? blankToUndefined(value.trim().toLowerCase()) : value),
    z.enum(SEARCH_DOC_TYPES).optional(),
  ),
  page: z.preprocess(
    positiveFloored,
    z
      .number()
      .int()
      .positive()
      .max(SEARCH_LIMITS.maxPage, { message: `Use a page up to ${SEARCH_LIMITS.maxPage}.` })
      .optional(),
  ),
  size: z.preprocess(
    positiveFloored,
    z
      .number()
      .int()
      .positive()
      .max(SEARCH_LIMITS.maxSize, { message: `Use a size up to ${SEARCH_LIMITS.maxSize}.` })
      .optional(),
  ),
  tags: z.preprocess(
    tagList,
    z
      .array(text().trim().max(SEARCH_LIMITS.maxTagLength))
      .max(SEARCH_LIMITS.maxTags, { message: `Use at most ${SEARCH_LIMITS.maxTags} tags.` })
      .optional(),
  ),
});
export type SearchQuery = z.infer<typeof searchQuery>;

export const searchResult = z.object({
  docType: z.enum(SEARCH_DOC_TYPES),
  docId: z.number().int(),
  cityId: z.number().int().nullable(),
  title: z.string(),
  subtitle: z.string().nullable(),
  /** HTML-escaped title with matches wrapped in <mark>…</mark>; no other markup. */
  highlightedTitle: z.string(),
  highlightedSubtitle: z.string().nullable(),
  /** The result's page: /cities/{id}, /tours/{id}, /spots/{id}, /cities/{cityId}/post/{slug}. */
  url: z.string().nullable(),
});
export type SearchResult = z.infer<typeof searchResult>;

/**
 * `page` is 1-based here (spec §9: service default page 1, size 20). Past
 * SEARCH_LIMITS.maxCountedResults matches, totalElements is that limit and totalIsLowerBound is
 * true ("1000+ results"); the pages stop there.
 */
export const searchPage = paged(searchResult).extend({ totalIsLowerBound: z.boolean() });
export type SearchPage = z.infer<typeof searchPage>;

/**
 * Where a result leads (accounts spec §2): the page of a city, tour or spot, or of a post under
 * its city. The API builds `url` with this from the row's slug; the web app calls it again on the
 * `url` it received, so a post link it follows is always one of our own post pages. Null for
 * types without a page (nothing happens on selection).
 */
export function searchResultPath(result: {
  docType?: string | null;
  docId: number;
  cityId?: number | null;
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
    default:
      return null;
  }
}

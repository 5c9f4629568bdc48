/**
 * GET /api/search (spec §3, §5, §7, §9). Request rules: what the client would not send is ignored
 * (cityId that is not a positive integer, blank type, page/size that are not positive, blank tags);
 * only malformed values answer 400 naming the field (q too long, size too large, unknown type,
 * too many or too long tags, a page beyond MAX_PAGE).
 */
import { z } from 'zod';
import { maxCharacters, text } from './text.ts';
import { paged } from './content.ts';
import { entityId } from './ids.ts';
import { eventItem } from './events.ts';
import { SEARCH_DOC_TYPES, SEARCH_LIMITS } from './search-rules.ts';

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
    .check(...maxCharacters(SEARCH_LIMITS.maxQueryLength))
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
      .array(
        text()
          .trim()
          .check(...maxCharacters(SEARCH_LIMITS.maxTagLength)),
      )
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
  /**
   * HTML-escaped title with matches wrapped in <mark>…</mark>; no other markup. Past
   * SEARCH_LIMITS.maxHighlightLength characters, a snippet around the first match, cut between
   * words (never inside a <mark>) with "…" where it was cut. The subtitle's likewise.
   */
  highlightedTitle: z.string(),
  highlightedSubtitle: z.string().nullable(),
  /**
   * The result's page: /cities/{id}, /tours/{id}, /spots/{id}, /cities/{cityId}/post/{slug}, and
   * for an event the events page filtered to it (/events?city={cityId}&q={title}).
   */
  url: z.string().nullable(),
  /**
   * An event's dates, as the events page gives them: its run under way or next (a yearly event's
   * occurrence), whether they move from year to year. Null for every other type.
   */
  eventDates: eventItem.pick({ date: true, endDate: true, datesVary: true }).nullable(),
});
export type SearchResult = z.infer<typeof searchResult>;

/**
 * `page` is 1-based here (spec §9: service default page 1, size 20). Past
 * SEARCH_LIMITS.maxCountedResults matches, totalElements is that limit and totalIsLowerBound is
 * true ("1000+ results"); the pages stop there.
 */
export const searchPage = paged(searchResult).extend({ totalIsLowerBound: z.boolean() });
export type SearchPage = z.infer<typeof searchPage>;

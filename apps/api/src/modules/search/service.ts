import { SEARCH_LIMITS, type SearchPage, type SearchQuery } from '@sendero/contract';
import { todayIn } from '@sendero/content';
import {
  findTextMatches,
  findTitleMatches,
  lookUpWords,
  type Database,
  type SearchFilters,
  type SearchMatches,
} from '@sendero/db';
import { correctWords } from './corrections.ts';
import { queryWords, termGroupsOf, tsqueryOf } from './query-words.ts';
import { toSearchResult } from './results.ts';

/** Dictionary words the trigram index proposes per unknown word, before the edit distance decides. */
const CANDIDATES = 8;
/** Shorter words have no trigram the title index could look up: the last resort would scan. */
const MIN_CONTAINED_LENGTH = 3;

/** The page's place among the matches (1-based pages), and how far matches are counted. */
function pageWindow(page: number, size: number) {
  return { limit: size, offset: (page - 1) * size, countLimit: SEARCH_LIMITS.maxCountedResults };
}

/**
 * A full-text page for word groups (each group: a word and its alternatives). `termGroups` are
 * the groups for the title, subtitle and tag index, which can leave out what is no dictionary word.
 */
function findPage(
  db: Database,
  filters: SearchFilters,
  groups: string[][],
  page: number,
  size: number,
  termGroups: string[][] = groups,
) {
  const tsquery = tsqueryOf(groups);
  const labelTsquery = tsqueryOf(groups, 'AB');
  if (tsquery === null || labelTsquery === null) return null;
  return findTextMatches(db, {
    ...filters,
    tsquery,
    labelTsquery,
    groups: termGroupsOf(termGroups),
    ...pageWindow(page, size),
  });
}

/**
 * Full-text first (accent-insensitive, the last word as a prefix); when nothing matches, the
 * typed words that are no indexed word are corrected from the dictionary and the search repeated,
 * so a typo still finds what it meant (and the highlights mark the corrected words); as a last
 * resort, titles containing the typed words.
 */
export async function search(db: Database, query: SearchQuery, now: Date): Promise<SearchPage> {
  // Events show their run under way or next, as the events page does on the same day.
  const today = todayIn(now);
  const page = query.page ?? SEARCH_LIMITS.defaultPage;
  const size = query.size ?? SEARCH_LIMITS.defaultSize;
  let words = queryWords(query.q ?? '');
  const filters = {
    cityId: query.cityId,
    docType: query.type,
    tags: query.tags?.map((tag) => tag.toLowerCase()),
  };
  let found: SearchMatches | null = await findPage(
    db,
    filters,
    words.map((word) => [word]),
    page,
    size,
  );
  if (found === null) {
    return { content: [], page, size, totalElements: 0, totalPages: 0, totalIsLowerBound: false };
  }
  if (found.total === 0) {
    const typingLast = (words.at(-1)?.length ?? 0) >= 2;
    const lookups = await lookUpWords(db, {
      words,
      prefixLast: typingLast,
      candidates: CANDIDATES,
    });
    const correction = correctWords(words, lookups, typingLast);
    if (correction) {
      words = correction.words;
      found =
        (await findPage(db, filters, correction.groups, page, size, correction.dictionaryGroups)) ??
        found;
    }
  }
  if (found.total === 0) {
    // Words the text parser drops (the inside of `<script>`) still match a title's text.
    const typed = queryWords(query.q ?? '');
    if (typed.every((word) => word.length >= MIN_CONTAINED_LENGTH)) {
      words = typed;
      const phrase = typed.join(' ');
      found = await findTitleMatches(db, {
        ...filters,
        words: typed,
        phrase,
        ...pageWindow(page, size),
      });
    }
  }
  return {
    content: found.rows.map((row) => toSearchResult(row, words, today)),
    page,
    size,
    totalElements: found.total,
    totalPages: Math.ceil(found.total / size),
    totalIsLowerBound: found.totalIsLowerBound,
  };
}

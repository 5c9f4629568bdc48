import {
  SEARCH_LIMITS,
  type SearchDocType,
  type SearchPage,
  type SearchQuery,
} from '@sendero/contract';
import { findTextMatches, findTypoMatches, type Database, type SearchMatchRow } from '@sendero/db';
import { highlight } from './highlight.ts';
import { prefixTsquery, queryWords } from './query-words.ts';

/** Word similarity a typo needs: "tequlia" vs "tequila" scores 0.5, unrelated words far less. */
export const TYPO_THRESHOLD = 0.5;

type Finder = (limit: number, offset: number) => Promise<SearchMatchRow[]>;

/** One page and the total; past the last page, the total comes from a one-row probe. */
async function pageOf(find: Finder, page: number, size: number) {
  const rows = await find(size, (page - 1) * size);
  if (rows.length > 0 || page === 1) return { rows, total: rows[0]?.total ?? 0 };
  const [first] = await find(1, 0);
  return { rows, total: first?.total ?? 0 };
}

function resultUrl(row: SearchMatchRow): string | null {
  switch (row.docType) {
    case 'city':
      return `/cities/${row.docId}`;
    case 'tour':
      return `/tours/${row.docId}`;
    case 'spot':
      return `/spots/${row.docId}`;
    case 'post':
      return row.slug && row.cityId !== null ? `/cities/${row.cityId}/post/${row.slug}` : null;
    default:
      return null;
  }
}

/**
 * Full-text first (accent-insensitive, the last word as a prefix); when nothing matches, the
 * trigram fallback so a typo still finds its title.
 */
export async function search(db: Database, query: SearchQuery): Promise<SearchPage> {
  const page = query.page ?? SEARCH_LIMITS.defaultPage;
  const size = query.size ?? SEARCH_LIMITS.defaultSize;
  const words = queryWords(query.q ?? '');
  const tsquery = prefixTsquery(words);
  const titleTsquery = prefixTsquery(words, 'A');
  if (tsquery === null || titleTsquery === null) {
    return { content: [], page, size, totalElements: 0, totalPages: 0 };
  }

  const phrase = words.join(' ');
  const filters = {
    cityId: query.cityId,
    docType: query.type,
    tags: query.tags?.map((tag) => tag.toLowerCase()),
  };
  let found = await pageOf(
    (limit, offset) =>
      findTextMatches(db, { ...filters, tsquery, titleTsquery, phrase, limit, offset }),
    page,
    size,
  );
  if (found.total === 0) {
    found = await pageOf(
      (limit, offset) =>
        findTypoMatches(db, { ...filters, phrase, threshold: TYPO_THRESHOLD, limit, offset }),
      page,
      size,
    );
  }
  return {
    content: found.rows.map((row) => ({
      docType: row.docType as SearchDocType,
      docId: row.docId,
      cityId: row.cityId,
      title: row.title,
      subtitle: row.subtitle || null,
      highlightedTitle: highlight(row.title, words),
      highlightedSubtitle: row.subtitle ? highlight(row.subtitle, words) : null,
      url: resultUrl(row),
    })),
    page,
    size,
    totalElements: found.total,
    totalPages: Math.ceil(found.total / size),
  };
}

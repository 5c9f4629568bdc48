/**
 * The request rules of spec §5: the query is trimmed; cityId only if a positive number; type only
 * if not blank after trimming; page and size only if positive, rounded down; blank tags dropped.
 */
import { parseEntityId, paths, SEARCH_LIMITS, searchResultPath } from '@sendero/contract';

export interface SearchParams {
  q: string;
  cityId?: number | string | null | undefined;
  type?: string | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
  tags?: readonly (string | null | undefined)[] | null | undefined;
}

export const SEARCH_FAILURE_TEXT = 'Unable to fetch search results right now.';
export const SEARCHING_TEXT = 'Searching…';
export const NO_MATCHES_TEXT = 'No matches found.';

/** The header box searches from two trimmed characters. */
export function isSearchable(query: string): boolean {
  return query.trim().length >= SEARCH_LIMITS.minQueryLength;
}

/** Page and size: a positive number, rounded down. */
function positive(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0
    ? Math.floor(number)
    : null;
}

/** The query string for GET /api/search (no leading "?"); null when the trimmed q is empty. */
export function searchQueryString(params: SearchParams): string | null {
  const q = params.q.trim();
  if (q === '') return null;
  const query = new URLSearchParams({ q });
  const cityId = parseEntityId(params.cityId);
  if (cityId !== null) query.set('cityId', String(cityId));
  const type = params.type?.trim();
  if (type) query.set('type', type);
  const page = positive(params.page);
  if (page !== null) query.set('page', String(page));
  const size = positive(params.size);
  if (size !== null) query.set('size', String(size));
  for (const tag of params.tags ?? []) {
    if (typeof tag === 'string' && tag.trim() !== '') query.append('tags', tag.trim());
  }
  return query.toString();
}

/** Where a result leads (spec §2): the contract's one rule, shared with the API's `url`. */
export const resultPath = searchResultPath;

export const searchPagePath = (query: string): string => paths.search(query);

/** The next active option for an arrow key, wrapping around; -1 (none) steps to an end. */
export function moveActive(current: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}

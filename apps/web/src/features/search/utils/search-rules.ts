/** The search screens' rules (spec §2, §4); the request rules of §5 are in entities/search. */
import { characterCount, paths, SEARCH_LIMITS, searchResultPath } from '@sendero/contract';

export { SEARCH_FAILURE_TEXT } from '../../../entities/search/api/get-search-results.ts';

export const SEARCHING_TEXT = 'Searching…';
export const NO_MATCHES_TEXT = 'No matches found.';

/** The header box searches from two trimmed characters, as a person counts them (one per emoji). */
export function isSearchable(query: string): boolean {
  return characterCount(query.trim()) >= SEARCH_LIMITS.minQueryLength;
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

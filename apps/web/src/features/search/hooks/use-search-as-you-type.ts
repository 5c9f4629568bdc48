import { SEARCH_LIMITS, type SearchResult } from '@sendero/contract';
import { useSearchResults } from '../../../entities/search/api/get-search-results.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { isSearchable } from '../utils/search-rules.ts';

export type SearchStatus = 'idle' | 'loading' | 'success' | 'error';

export interface SearchAsYouType {
  status: SearchStatus;
  /** Empty unless the status is 'success'. */
  results: SearchResult[];
  /** The trimmed query the results or the error belong to; '' while idle or loading. */
  resultsQuery: string;
}

/**
 * Spec §4: the query is trimmed; under 2 characters there are no results; otherwise a request
 * goes out after 220 ms without typing, through the results page's query options (its cache and
 * its error rule). Only the settled text is searched, and only while the box still shows it: a
 * keystroke leaves that query at once, which aborts its request, and its answer is never shown.
 */
export function useSearchAsYouType(
  query: string,
  size: number = SEARCH_LIMITS.headerSize,
): SearchAsYouType {
  const trimmed = query.trim();
  const searchable = isSearchable(trimmed);
  const settled = useDebouncedValue(trimmed, SEARCH_LIMITS.debounceMs);
  const current = searchable && settled === trimmed;
  const search = useSearchResults({ q: current ? trimmed : '', size }, { enabled: current });

  if (!searchable) return { status: 'idle', results: [], resultsQuery: '' };
  // Placeholder data is the previous query's answer, not this one's.
  if (!current || search.isPending || search.isPlaceholderData) {
    return { status: 'loading', results: [], resultsQuery: '' };
  }
  if (search.isError) return { status: 'error', results: [], resultsQuery: trimmed };
  return { status: 'success', results: search.data.content, resultsQuery: trimmed };
}

import { useEffect, useState } from 'react';
import { SEARCH_LIMITS, type SearchResult } from '@sendero/contract';
import { getSearchResults, isAbortError } from '../../../entities/search/api/get-search-results.ts';
import { isSearchable } from '../utils/search-rules.ts';

export type SearchStatus = 'idle' | 'loading' | 'success' | 'error';

export interface SearchAsYouType {
  status: SearchStatus;
  results: SearchResult[];
  /** The trimmed query the results belong to. */
  resultsQuery: string;
}

interface Answer {
  query: string;
  status: 'success' | 'error';
  results: SearchResult[];
}

/**
 * Spec §4: the query is trimmed; under 2 characters there are no results; otherwise a request
 * goes out after 220 ms without typing, and a newer query aborts the earlier request, whose
 * answer is ignored. The status is derived: an answer for another query means "loading".
 */
export function useSearchAsYouType(
  query: string,
  size: number = SEARCH_LIMITS.headerSize,
): SearchAsYouType {
  const trimmed = query.trim();
  const searchable = isSearchable(trimmed);
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!searchable) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getSearchResults({ q: trimmed, size }, controller.signal).then(
        (page) => {
          if (controller.signal.aborted) return;
          setAnswer(
            page === null
              ? { query: trimmed, status: 'error', results: [] }
              : { query: trimmed, status: 'success', results: page.content },
          );
        },
        (error: unknown) => {
          if (controller.signal.aborted || isAbortError(error)) return;
          setAnswer({ query: trimmed, status: 'error', results: [] });
        },
      );
    }, SEARCH_LIMITS.debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, searchable, size]);

  if (!searchable) return { status: 'idle', results: [], resultsQuery: '' };
  if (answer === null || answer.query !== trimmed) {
    return { status: 'loading', results: [], resultsQuery: answer?.query ?? '' };
  }
  return { status: answer.status, results: answer.results, resultsQuery: answer.query };
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchPage } from '@sendero/contract';
import { apiFetch } from '../../../lib/api-client.ts';
import {
  SEARCH_FAILURE_TEXT,
  searchQueryString,
  type SearchParams,
} from '../utils/search-rules.ts';

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException
    ? error.name === 'AbortError'
    : error instanceof Error && error.name === 'AbortError';
}

/**
 * GET /api/search (spec §7, §8): cancellable; an empty trimmed query answers an empty page without
 * a request; a failure is logged and answers null; an abort is rethrown for the caller to ignore.
 */
export async function getSearchResults(
  params: SearchParams,
  signal?: AbortSignal,
): Promise<SearchPage | null> {
  const query = searchQueryString(params);
  if (query === null) {
    return {
      content: [],
      page: 1,
      size: params.size ?? 20,
      totalElements: 0,
      totalPages: 0,
      totalIsLowerBound: false,
    };
  }
  try {
    return await apiFetch<SearchPage>(`/api/search?${query}`, { signal });
  } catch (error) {
    if (isAbortError(error) || signal?.aborted) throw error;
    console.error('Search failed', error);
    return null;
  }
}

/** For the results page: a failure becomes the query's error state. */
export function searchResultsQueryOptions(params: SearchParams) {
  return queryOptions({
    queryKey: ['search', searchQueryString(params) ?? ''],
    queryFn: async ({ signal }) => {
      const page = await getSearchResults(params, signal);
      if (page === null) throw new Error(SEARCH_FAILURE_TEXT);
      return page;
    },
    staleTime: 30 * 1000,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function useSearchResults(params: SearchParams) {
  return useQuery(searchResultsQueryOptions(params));
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { parseEntityId } from '@sendero/contract';
import type { SearchPage } from '@sendero/contract';
import { apiFetch } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';

/**
 * The request rules of spec §5: the query is trimmed; cityId only if a positive number; type only
 * if not blank after trimming; page and size only if positive, rounded down; blank tags dropped.
 */
export interface SearchParams {
  q: string;
  cityId?: number | string | null | undefined;
  type?: string | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
  tags?: readonly (string | null | undefined)[] | null | undefined;
}

export const SEARCH_FAILURE_TEXT = 'Unable to fetch search results right now.';

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
    // The exception to the client's retry policy: a failure shows its text at once (spec §8), and
    // the next keystroke or submit is the retry.
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function useSearchResults(
  params: SearchParams,
  queryConfig?: QueryConfig<typeof searchResultsQueryOptions>,
) {
  return useQuery({ ...searchResultsQueryOptions(params), ...queryConfig });
}

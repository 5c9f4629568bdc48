import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EventItem } from '@sendero/contract';
import { apiFetch } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';

/** Content spec §8: the call's own failure message (the screen shows 'Could not load events.'). */
export const EVENTS_FETCH_ERROR = 'Failed to fetch events';

export interface EventFilters {
  cityId?: number | null;
  q?: string;
  tags?: readonly string[];
  dateFrom?: string;
  dateTo?: string;
}

export function eventsQueryString(filters: EventFilters): string {
  const params = new URLSearchParams();
  if (filters.cityId != null) params.set('cityId', String(filters.cityId));
  if (filters.q?.trim()) params.set('q', filters.q.trim());
  for (const tag of filters.tags ?? []) params.append('tags', tag);
  if (filters.dateFrom) params.set('dateFrom', filters.dateFrom);
  if (filters.dateTo) params.set('dateTo', filters.dateTo);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** GET /api/events (content spec §7: credentials included). */
export async function getEvents(filters: EventFilters, signal?: AbortSignal): Promise<EventItem[]> {
  try {
    const body = await apiFetch<unknown>(`/api/events${eventsQueryString(filters)}`, {
      credentials: 'include',
      signal,
    });
    return Array.isArray(body) ? (body as EventItem[]) : [];
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(EVENTS_FETCH_ERROR, { cause: error });
  }
}

export function eventsQueryOptions(filters: EventFilters) {
  return queryOptions({
    queryKey: ['events', eventsQueryString(filters)],
    queryFn: ({ signal }) => getEvents(filters, signal),
    // The API lets caches keep the list for a minute; so does the page.
    staleTime: 60_000,
    // Switching city keeps the previous list on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useEvents(
  filters: EventFilters,
  queryConfig?: QueryConfig<typeof eventsQueryOptions>,
) {
  return useQuery({ ...eventsQueryOptions(filters), ...queryConfig });
}

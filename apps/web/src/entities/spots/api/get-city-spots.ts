import { parseEntityId } from '@sendero/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SpotSummary } from '@sendero/contract';
import { getCityList } from '../../../lib/content-list.ts';
import { STALE } from '../../../lib/content-params.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';

/**
 * Which of a city's spots to list: all, those open now, or those open at a local date and time,
 * read on each spot's own clock (a México-wide list spans zones).
 */
export type CitySpotsFilter =
  { kind: 'all' } | { kind: 'now' } | { kind: 'at'; date: string; time: string };

const ALL: CitySpotsFilter = { kind: 'all' };

/** "Open now" is asked again after this long (a label changes every 30 s; the list may too). */
const OPEN_NOW_STALE_MS = 30_000;

/** The API's parameter for the filter: `openAt` (an instant) for now, `openOn` for a date. */
export function openParamsOf(
  filter: CitySpotsFilter,
  now: number = Date.now(),
): Record<string, string> {
  switch (filter.kind) {
    case 'all':
      return {};
    case 'now':
      return { openAt: new Date(now).toISOString() };
    case 'at':
      return { openOn: `${filter.date}T${filter.time}` };
  }
}

/** GET /api/cities/{id}/spots (with the filter's parameter); empty without a call for a bad id. */
export function getCitySpots(
  id: unknown,
  signal?: AbortSignal,
  openParams: Record<string, string> = {},
): Promise<SpotSummary[]> {
  return getCityList<SpotSummary>(id, 'spots', signal, openParams);
}

/** The filter is part of the key, so the lists for "all", "now" and each date never mix. */
function filterKey(filter: CitySpotsFilter): unknown[] {
  switch (filter.kind) {
    case 'all':
      return [];
    case 'now':
      return ['open-now'];
    case 'at':
      return ['open-at', filter.date, filter.time];
  }
}

export function citySpotsQueryOptions(id: unknown, filter: CitySpotsFilter = ALL) {
  const cityId = parseEntityId(id);
  return queryOptions({
    queryKey: ['content', 'city-spots', cityId, ...filterKey(filter)],
    // "Now" is read when the request goes out, not when the options were made.
    queryFn: ({ signal }) => getCitySpots(cityId, signal, openParamsOf(filter)),
    staleTime: filter.kind === 'now' ? OPEN_NOW_STALE_MS : STALE.cityContent,
    enabled: cityId !== null,
  });
}

export function useCitySpots(
  id: unknown,
  filter: CitySpotsFilter = ALL,
  queryConfig?: QueryConfig<typeof citySpotsQueryOptions>,
) {
  return useQuery({ ...citySpotsQueryOptions(id, filter), ...queryConfig });
}

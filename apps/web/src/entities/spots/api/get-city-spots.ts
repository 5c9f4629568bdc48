import { parseEntityId } from '@sendero/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SpotSummary } from '@sendero/contract';
import { instantOf } from '@sendero/hours/open-state';
import { getCityList } from '../../../lib/content-list.ts';
import { STALE } from '../../../lib/content-params.ts';
import { clockToMinutes } from '../../../lib/hours-format.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';

/**
 * Which of a city's spots to list: all, those open now, or those open at a local date and time in
 * the city's zone (`timeZone`, from the city; the list waits for it).
 */
export type CitySpotsFilter =
  | { kind: 'all' }
  | { kind: 'now' }
  | { kind: 'at'; date: string; time: string; timeZone: string | null };

const ALL: CitySpotsFilter = { kind: 'all' };

/** "Open now" is asked again after this long (a label changes every 30 s; the list may too). */
const OPEN_NOW_STALE_MS = 30_000;

/** The instant the filter asks about, as the API's `openAt` (ISO 8601); null for no filter. */
export function openAtOf(filter: CitySpotsFilter, now: number = Date.now()): string | null {
  switch (filter.kind) {
    case 'all':
      return null;
    case 'now':
      return new Date(now).toISOString();
    case 'at':
      if (filter.timeZone === null) return null;
      return instantOf(
        { date: filter.date, minutes: clockToMinutes(filter.time) },
        filter.timeZone,
      ).toISOString();
  }
}

/** GET /api/cities/{id}/spots (with `openAt` when filtered); empty without a call for a bad id. */
export function getCitySpots(
  id: unknown,
  signal?: AbortSignal,
  openAt: string | null = null,
): Promise<SpotSummary[]> {
  return getCityList<SpotSummary>(id, 'spots', signal, openAt === null ? {} : { openAt });
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
    queryFn: ({ signal }) => getCitySpots(cityId, signal, openAtOf(filter)),
    staleTime: filter.kind === 'now' ? OPEN_NOW_STALE_MS : STALE.cityContent,
    enabled: cityId !== null && (filter.kind !== 'at' || filter.timeZone !== null),
  });
}

export function useCitySpots(
  id: unknown,
  filter: CitySpotsFilter = ALL,
  queryConfig?: QueryConfig<typeof citySpotsQueryOptions>,
) {
  return useQuery({ ...citySpotsQueryOptions(id, filter), ...queryConfig });
}

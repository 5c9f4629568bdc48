import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { toList } from '../../../lib/content-list.ts';
import {
  hasInvalidCityId,
  listQueryString,
  STALE,
  warnInvalid,
} from '../../../lib/content-params.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';

export interface TourCategoryCount {
  category: string;
  count: number;
}

/** GET /api/tours/categories?cityId=: how many tours each interest has. */
export async function getTourCategories(
  cityId?: number | string,
  signal?: AbortSignal,
): Promise<TourCategoryCount[]> {
  if (hasInvalidCityId({ cityId })) {
    warnInvalid('city id', cityId);
    return [];
  }
  return toList<TourCategoryCount>(
    await apiFetch(`/api/tours/categories${listQueryString({ cityId })}`, { signal }),
  );
}

export function tourCategoriesQueryOptions(cityId?: number | string) {
  return queryOptions({
    queryKey: ['content', 'tour-categories', listQueryString({ cityId })],
    queryFn: ({ signal }) => getTourCategories(cityId, signal),
    staleTime: STALE.tours,
  });
}

export function useTourCategories(
  cityId?: number | string,
  queryConfig?: QueryConfig<typeof tourCategoriesQueryOptions>,
) {
  return useQuery({ ...tourCategoriesQueryOptions(cityId), ...queryConfig });
}

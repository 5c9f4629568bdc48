import { parseEntityId } from '@sendero/contract';
import type { CityDetail } from '@sendero/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { CityCollectionPage } from '../../../components/city-collection-page.tsx';
import type { CityCollectionListProps } from '../../../components/city-collection-page.tsx';
import { DetailStatus } from '../../../components/detail/detail-status.tsx';
import { errorMessage } from '../../../lib/query-errors.ts';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { useCity } from '../api/get-city.ts';
import type { PageData } from '../../../lib/page-data.ts';
import type { QueryClient } from '@tanstack/react-query';
import { cityQueryOptions } from '../api/get-city.ts';

interface CityCollectionRouteProps<T> extends CityCollectionListProps<T> {
  /** The page heading, given the city's name once it is known. */
  heading: (cityName: string | null) => string;
  /** The list's query hook, called with the route's city id (null when it is not valid). */
  useItems: (cityId: number | null) => UseQueryResult<T[]>;
  /** Controls between the search box and the list (the spot list's opening-hours filters). */
  filters?: (cityId: number, city: CityDetail | null) => ReactNode;
  /** Shown when the list fails without a server message. */
  errorText: string;
}

/** A city's list page (/cities/:cityId/tours, /spots): loads the city and the list from the route. */
export function CityCollectionRoute<T>({
  heading,
  useItems,
  errorText,
  filters,
  ...list
}: CityCollectionRouteProps<T>) {
  const { cityId: cityIdParam } = useParams();
  const cityId = parseEntityId(cityIdParam);
  // Both requests start together; a failed city lookup only loses the heading's name.
  const city = useCity(cityId);
  const cityData = city.isError ? null : (city.data ?? null);
  const items = useItems(cityId);
  const title = heading(cityData?.name ?? null);
  // The city answered that it does not exist: its lists have nothing to count (issue 34).
  const cityMissing = city.isSuccess && city.data === null;
  return (
    <>
      <DocumentTitle title={title} />
      {cityId === null ? (
        <DetailStatus message="Invalid city id." />
      ) : cityMissing ? (
        <DetailStatus message="City not found." />
      ) : (
        <CityCollectionPage
          cityId={cityId}
          city={cityData}
          heading={title}
          items={items.data}
          loading={items.isPending}
          error={items.isError ? errorMessage(items.error, errorText) : null}
          filters={filters?.(cityId, cityData)}
          {...list}
        />
      )}
    </>
  );
}

/**
 * The data of a city's list page: the city (its heading, and 404 when unknown) and the whole list,
 * read with the same query options as the page's `useItems`.
 */
export function cityCollectionData(
  prefetchList: (queryClient: QueryClient, cityId: number, url: URL) => Promise<void>,
): PageData {
  return async ({ queryClient, params, url }) => {
    const cityId = parseEntityId(params.cityId);
    if (cityId === null) return 400;
    const [city] = await Promise.all([
      queryClient.fetchQuery(cityQueryOptions(cityId)),
      prefetchList(queryClient, cityId, url),
    ]);
    return city ? undefined : 404;
  };
}

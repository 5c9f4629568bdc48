import { pageQuery } from '@sendero/contract';
import type { CityDetail, SpotSummary } from '@sendero/contract';
import { useSearchParams } from 'react-router';
import { citySpotsQueryOptions, useCitySpots } from '../../../entities/spots/api/get-city-spots.ts';
import type { CitySpotsFilter } from '../../../entities/spots/api/get-city-spots.ts';
import { cityQueryOptions } from '../../../entities/cities/api/get-city.ts';
import {
  CityCollectionRoute,
  cityCollectionData,
} from '../../../entities/cities/components/city-collection-route.tsx';
import { matchesQuery } from '../../../lib/text-filter.ts';
import { BookmarkableSpotCard } from '../../../entities/saved/components/bookmarkable-cards.tsx';
import { OpenFilters } from '../components/open-filters.tsx';
import { parseOpenFilter } from '../components/open-filter.ts';
import type { OpenFilter, OpenFilterParams } from '../components/open-filter.ts';

const NOUNS = { singular: 'spot', plural: 'spots' };

function matchesSpot(spot: SpotSummary, query: string): boolean {
  return matchesQuery(query, spot.name, spot.description, spot.category, spot.tags);
}

function readOpenFilter(params: URLSearchParams): OpenFilterParams {
  const query = pageQuery('citySpots', params);
  return { open: query.get('open'), date: query.get('date'), time: query.get('time') };
}

/** The list's request for the filter: a local date and time needs the city's zone. */
function listFilter(
  filter: OpenFilter,
  city: Pick<CityDetail, 'timeZone'> | null,
): CitySpotsFilter {
  return filter.kind === 'at' ? { ...filter, timeZone: city?.timeZone ?? null } : filter;
}

export function CitySpotsPage() {
  const [searchParams] = useSearchParams();
  const given = readOpenFilter(searchParams);
  const parsed = parseOpenFilter(given);
  const { filter } = parsed;
  // The route calls this as its list hook, with the city once known (its zone).
  function useItems(cityId: number | null, city: CityDetail | null) {
    return useCitySpots(cityId, listFilter(filter, city));
  }
  return (
    <CityCollectionRoute
      heading={(cityName) => (cityName ? `Spots in ${cityName}` : 'City Spots')}
      useItems={useItems}
      errorText="Failed to load spots. Please try again soon."
      emptyText="No spots match your search."
      noItemsText={filter.kind === 'all' ? undefined : 'No spots are open at that time.'}
      nouns={NOUNS}
      matches={matchesSpot}
      itemKey={(spot) => spot.id}
      renderItem={(spot) => <BookmarkableSpotCard spot={spot} />}
      filters={(cityId, city) => (
        <OpenFilters cityId={cityId} cityName={city?.name ?? null} given={given} parsed={parsed} />
      )}
    />
  );
}

export const loadCitySpotsPage = cityCollectionData(async (queryClient, cityId, url) => {
  const { filter } = parseOpenFilter(readOpenFilter(url.searchParams));
  // A local date and time is an instant only in the city's zone: the city first (the same read
  // as the page's heading, so one request).
  const city = filter.kind === 'at' ? await queryClient.fetchQuery(cityQueryOptions(cityId)) : null;
  await queryClient.prefetchQuery(citySpotsQueryOptions(cityId, listFilter(filter, city)));
});

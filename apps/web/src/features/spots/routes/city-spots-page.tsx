import { pageQuery } from '@sendero/contract';
import type { SpotSummary } from '@sendero/contract';
import { useSearchParams } from 'react-router';
import { citySpotsQueryOptions, useCitySpots } from '../../../entities/spots/api/get-city-spots.ts';
import {
  CityCollectionRoute,
  cityCollectionData,
} from '../../../entities/cities/components/city-collection-route.tsx';
import { matchesQuery } from '../../../lib/text-filter.ts';
import { BookmarkableSpotCard } from '../../../entities/saved/components/bookmarkable-cards.tsx';
import { OpenFilters } from '../components/open-filters.tsx';
import { parseOpenFilter } from '../components/open-filter.ts';
import type { OpenFilterParams } from '../components/open-filter.ts';

const NOUNS = { singular: 'spot', plural: 'spots' };

function matchesSpot(spot: SpotSummary, query: string): boolean {
  return matchesQuery(query, spot.name, spot.description, spot.category, spot.tags);
}

function readOpenFilter(params: URLSearchParams): OpenFilterParams {
  const query = pageQuery('citySpots', params);
  return { open: query.get('open'), date: query.get('date'), time: query.get('time') };
}

export function CitySpotsPage() {
  const [searchParams] = useSearchParams();
  const given = readOpenFilter(searchParams);
  const parsed = parseOpenFilter(given);
  const { filter } = parsed;
  // The route calls this as its list hook.
  const useItems = (cityId: number | null) => useCitySpots(cityId, filter);
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
  await queryClient.prefetchQuery(citySpotsQueryOptions(cityId, filter));
});

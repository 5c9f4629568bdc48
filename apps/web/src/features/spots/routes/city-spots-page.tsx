import type { SpotSummary } from '@sendero/contract';
import { citySpotsQueryOptions, useCitySpots } from '../../../entities/spots/api/get-city-spots.ts';
import {
  CityCollectionRoute,
  cityCollectionData,
} from '../../../entities/cities/components/city-collection-route.tsx';
import { matchesQuery } from '../../../lib/text-filter.ts';
import { BookmarkableSpotCard } from '../../../entities/saved/components/bookmarkable-cards.tsx';

const NOUNS = { singular: 'spot', plural: 'spots' };

function matchesSpot(spot: SpotSummary, query: string): boolean {
  return matchesQuery(query, spot.name, spot.description, spot.category, spot.tags);
}

export function CitySpotsPage() {
  return (
    <CityCollectionRoute
      heading={(cityName) => (cityName ? `Spots in ${cityName}` : 'City Spots')}
      useItems={useCitySpots}
      errorText="Failed to load spots. Please try again soon."
      emptyText="No spots match your search."
      nouns={NOUNS}
      matches={matchesSpot}
      itemKey={(spot) => spot.id}
      renderItem={(spot) => <BookmarkableSpotCard spot={spot} />}
    />
  );
}

export const loadCitySpotsPage = cityCollectionData((queryClient, cityId) =>
  queryClient.prefetchQuery(citySpotsQueryOptions(cityId)),
);

import type { TourSummary } from '@sendero/contract';
import { cityToursQueryOptions, useCityTours } from '../../../entities/tours/api/get-city-tours.ts';
import {
  CityCollectionRoute,
  cityCollectionData,
} from '../../../entities/cities/components/city-collection-route.tsx';
import { matchesQuery } from '../../../lib/text-filter.ts';
import { BookmarkableTourCard } from '../../../entities/saved/components/bookmarkable-cards.tsx';

const NOUNS = { singular: 'tour', plural: 'tours' };

function matchesTour(tour: TourSummary, query: string): boolean {
  return matchesQuery(query, tour.title, tour.description, tour.category, tour.tags);
}

/** The route's list hook: the city's tours (the city itself is not needed). */
function useTourItems(cityId: number | null) {
  return useCityTours(cityId);
}

export function CityToursPage() {
  return (
    <CityCollectionRoute
      heading={(cityName) => (cityName ? `Tours in ${cityName}` : 'City Tours')}
      useItems={useTourItems}
      errorText="Failed to load tours. Please try again soon."
      emptyText="No tours match your search."
      nouns={NOUNS}
      matches={matchesTour}
      itemKey={(tour) => tour.id}
      renderItem={(tour) => <BookmarkableTourCard tour={tour} />}
    />
  );
}

export const loadCityToursPage = cityCollectionData((queryClient, cityId) =>
  queryClient.prefetchQuery(cityToursQueryOptions(cityId)),
);

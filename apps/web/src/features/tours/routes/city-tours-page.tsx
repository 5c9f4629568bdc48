import type { TourSummary } from '@sendero/contract';
import { useParams } from 'react-router';
import { useCity } from '../../../api/content/get-city.ts';
import { useCityTours } from '../../../api/content/get-city-tours.ts';
import { parseId } from '../../../api/content/params.ts';
import { TourCard } from '../../../components/cards/tour-card.tsx';
import { CityCollectionPage } from '../../../components/city-collection-page.tsx';
import { DetailStatus } from '../../../components/detail/detail-status.tsx';
import { errorMessage } from '../../../lib/query-errors.ts';
import { matchesQuery } from '../../../lib/text-filter.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

const NOUNS = { singular: 'tour', plural: 'tours' };

function matchesTour(tour: TourSummary, query: string): boolean {
  return matchesQuery(query, tour.title, tour.description, tour.category, tour.tags);
}

export function CityToursPage() {
  const { cityId: cityIdParam } = useParams();
  const cityId = parseId(cityIdParam);
  // Both requests start together; a failed city lookup only loses the heading's name.
  const city = useCity(cityId);
  const tours = useCityTours(cityId);
  const cityData = city.isError ? null : (city.data ?? null);
  const heading = cityData ? `Tours in ${cityData.name}` : 'City Tours';
  useDocumentTitle(heading);

  if (cityId === null) {
    return <DetailStatus message="Invalid city id." />;
  }

  return (
    <CityCollectionPage
      cityId={cityId}
      city={cityData}
      nouns={NOUNS}
      heading={heading}
      items={tours.data}
      loading={tours.isPending}
      error={
        tours.isError
          ? errorMessage(tours.error, 'Failed to load tours. Please try again soon.')
          : null
      }
      emptyText="No tours match your search."
      matches={matchesTour}
      itemKey={(tour) => tour.id}
      renderItem={(tour) => <TourCard tour={tour} />}
    />
  );
}

import type { SpotSummary } from '@sendero/contract';
import { useParams } from 'react-router';
import { useCity } from '../../../api/content/get-city.ts';
import { useCitySpots } from '../../../api/content/get-city-spots.ts';
import { parseId } from '../../../api/content/params.ts';
import { SpotCard } from '../../../components/cards/spot-card.tsx';
import { CityCollectionPage } from '../../../components/city-collection-page.tsx';
import { DetailStatus } from '../../../components/detail/detail-status.tsx';
import { errorMessage } from '../../../lib/query-errors.ts';
import { matchesQuery } from '../../../lib/text-filter.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

const NOUNS = { singular: 'spot', plural: 'spots' };

function matchesSpot(spot: SpotSummary, query: string): boolean {
  return matchesQuery(query, spot.name, spot.description, spot.category, spot.tags);
}

export function CitySpotsPage() {
  const { cityId: cityIdParam } = useParams();
  const cityId = parseId(cityIdParam);
  // Both requests start together; a failed city lookup only loses the heading's name.
  const city = useCity(cityId);
  const spots = useCitySpots(cityId);
  const cityData = city.isError ? null : (city.data ?? null);
  const heading = cityData ? `Spots in ${cityData.name}` : 'City Spots';
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
      items={spots.data}
      loading={spots.isPending}
      error={
        spots.isError
          ? errorMessage(spots.error, 'Failed to load spots. Please try again soon.')
          : null
      }
      emptyText="No spots match your search."
      matches={matchesSpot}
      itemKey={(spot) => spot.id}
      renderItem={(spot) => <SpotCard spot={spot} />}
    />
  );
}

import type { SpotSummary } from '@sendero/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  popularSpotsQueryOptions,
  usePopularSpots,
} from '../../../entities/spots/api/get-popular-spots.ts';
import {
  popularToursQueryOptions,
  usePopularTours,
} from '../../../entities/tours/api/get-popular-tours.ts';
import { CardScrollerSection } from '../../../components/card-scroller-section.tsx';
import {
  BookmarkableSpotCard,
  BookmarkableTourCard,
} from '../../../entities/saved/components/bookmarkable-cards.tsx';

/** Content spec §9: popular spots fetched, and at most this many shown (current spot excluded). */
const POPULAR_SPOTS_LIMIT = 12;
const SPOTS_SHOWN = 8;
/** Content spec §9: 8 popular tours on the spot pages. */
const TOURS_LIMIT = 8;

const cityToursOptions = (cityId: number) => ({ cityId, limit: TOURS_LIMIT });
const moreSpotsOptions = (cityId: number) => ({ cityId, limit: POPULAR_SPOTS_LIMIT });

/** Starts the two rows' reads, for a page's data function (a server render waits for them). */
export function prefetchRecommendations(queryClient: QueryClient, cityId: number) {
  return Promise.all([
    queryClient.prefetchQuery(popularToursQueryOptions(cityToursOptions(cityId))),
    queryClient.prefetchQuery(popularSpotsQueryOptions(moreSpotsOptions(cityId))),
  ]);
}

export function CityToursRow({
  cityId,
  excludeId,
  title,
  id,
}: {
  cityId: number;
  /** The tour the visitor is already in, if any. */
  excludeId?: number;
  title: string;
  id: string;
}) {
  const tours = usePopularTours(cityToursOptions(cityId), { enabled: cityId > 0 });
  const shown = useMemo(
    () => tours.data?.filter((tour) => tour.id !== excludeId).slice(0, TOURS_LIMIT),
    [tours.data, excludeId],
  );
  return (
    <CardScrollerSection
      id={id}
      title={title}
      items={shown}
      loading={tours.isPending && cityId > 0}
      itemKey={(tour) => tour.id}
      renderItem={(tour) => <BookmarkableTourCard tour={tour} />}
    />
  );
}

export function MoreSpotsRow({
  spot,
  title,
  id,
}: {
  spot: Pick<SpotSummary, 'id' | 'cityId'>;
  title: string;
  id: string;
}) {
  const spots = usePopularSpots(moreSpotsOptions(spot.cityId), { enabled: spot.cityId > 0 });
  const shown = useMemo(
    () => spots.data?.filter((other) => other.id !== spot.id).slice(0, SPOTS_SHOWN),
    [spots.data, spot.id],
  );
  return (
    <CardScrollerSection
      id={id}
      title={title}
      items={shown}
      loading={spots.isPending && spot.cityId > 0}
      itemKey={(other) => other.id}
      renderItem={(other) => <BookmarkableSpotCard spot={other} />}
    />
  );
}

import { parseEntityId, paths, pageQuery } from '@sendero/contract';
import type { SpotSummary, TourDetail } from '@sendero/contract';
import { Route } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTour } from '../../../entities/tours/api/get-tour.ts';
import { DetailHero } from '../../../components/detail/detail-hero.tsx';
import { DetailNav, detailLinkClass } from '../../../components/detail/detail-nav.tsx';
import { DetailSaveActions } from '../../../entities/saved/components/detail-save-actions.tsx';
import { DetailSkeleton } from '../../../components/detail/detail-skeleton.tsx';
import { DetailStatus } from '../../../components/detail/detail-status.tsx';
import { spotImage } from '../../../lib/card-image.ts';
import { errorMessage } from '../../../lib/query-errors.ts';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { tourStopMapsUrl } from '../../../lib/maps-links.ts';
import { SpotAddress } from '../../../components/detail/spot-address.tsx';
import { SpotDescription } from '../../../components/detail/spot-description.tsx';
import { SpotFacts } from '../../../components/detail/spot-facts.tsx';
import { SpotHours } from '../../../components/detail/spot-hours.tsx';
import { CityToursRow, MoreSpotsRow } from '../components/spot-recommendations.tsx';
import {
  findStopPosition,
  orderStops,
  parseTourIdParam,
  stopProgressLabel,
} from '../components/stop-navigation.ts';
import type { StopPosition } from '../components/stop-navigation.ts';
import { StopItinerary } from '../components/stop-itinerary.tsx';
import { StopPager } from '../components/stop-pager.tsx';
import { StopProgress } from '../components/stop-progress.tsx';
import type { PageData } from '../../../lib/page-data.ts';
import { tourQueryOptions } from '../../../entities/tours/api/get-tour.ts';
import { prefetchRecommendations } from '../components/spot-recommendations.tsx';

type Stop = TourDetail['spots'][number];

/** /spot/{id}?tourId={tourId}: one stop of a tour, read from the tour (its stops carry the spots). */
export function TourStopPage() {
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const tourId = parseTourIdParam(pageQuery('stop', searchParams).get('tourId'));
  const spotId = parseEntityId(id);
  const tour = useTour(tourId);
  const stops = useMemo(() => orderStops(tour.data?.spots ?? []), [tour.data]);
  const position = spotId === null ? null : findStopPosition(stops, spotId);
  const current = position ? stops[position.index] : undefined;
  const toTour = tourId === null ? {} : { linkTo: paths.tour(tourId), linkLabel: 'Return to Tour' };
  return (
    <>
      <DocumentTitle title={current?.spot.name ?? 'Stop'} />
      {tourId === null ? (
        <DetailStatus message="Missing or invalid tourId." />
      ) : spotId === null ? (
        <DetailStatus message="Invalid spot id." {...toTour} />
      ) : tour.isPending ? (
        <DetailSkeleton />
      ) : tour.isError ? (
        <DetailStatus message={errorMessage(tour.error, 'Failed to load tour.')} {...toTour} />
      ) : !tour.data ? (
        <DetailStatus message="Tour not found" />
      ) : !position || !current ? (
        <DetailStatus message="Spot not found" {...toTour} />
      ) : (
        <TourStopView tour={tour.data} stops={stops} position={position} spot={current.spot} />
      )}
    </>
  );
}

function TourStopView({
  tour,
  stops,
  position,
  spot,
}: {
  tour: TourDetail;
  stops: Stop[];
  position: StopPosition<Stop>;
  spot: SpotSummary;
}) {
  const cityId = spot.cityId;
  const cityName = spot.cityName;
  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8">
      <DetailNav fallback={paths.tour(tour.id)}>
        <Link to={paths.tour(tour.id)} className={detailLinkClass}>
          Return to Tour
        </Link>
        {cityId ? (
          <Link to={paths.city(cityId)} className={`${detailLinkClass} max-sm:hidden`}>
            Return to City
          </Link>
        ) : null}
      </DetailNav>

      <DetailHero
        image={spotImage(spot)}
        alt={spot.media[0]?.alt ?? ''}
        title={spot.name}
        eyebrow={
          <span className="inline-flex items-center gap-1">
            <Route aria-hidden="true" className="size-4" />
            {tour.title}
          </span>
        }
      />

      <div className="mt-5 flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <SpotAddress
          address={spot.address}
          mapsUrl={tourStopMapsUrl({ name: spot.name, cityName })}
          linkLabel="Open in Google Maps"
        />
        <DetailSaveActions
          label="Stop actions"
          targetType="spot"
          target={spot}
          share={{ title: spot.name, text: `${spot.name} · ${tour.title}` }}
          mobileBar={false}
          optimisticFavorite={false}
        />
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <SpotFacts spot={spot} />
          <SpotHours {...spot} />
          <SpotDescription text={spot.description} />
        </div>
        <aside className="flex flex-col gap-6">
          <StopProgress index={position.index} total={position.total} />
          <StopItinerary tourId={tour.id} stops={stops} currentId={spot.id} />
        </aside>
      </div>

      <CityToursRow
        cityId={cityId}
        excludeId={tour.id}
        title="You might also like"
        id="stop-related-tours"
      />
      <MoreSpotsRow
        spot={{ id: spot.id, cityId }}
        title="Explore more spots"
        id="stop-more-spots"
      />

      <StopPager
        tourId={tour.id}
        previous={position.previous}
        next={position.next}
        label={stopProgressLabel(position.index, position.total)}
      />
    </article>
  );
}

/** The tour the stop belongs to; 404 when the tour is unknown or the spot is not one of its stops. */
export const loadTourStopPage: PageData = async ({ queryClient, params, url }) => {
  const tourId = parseTourIdParam(pageQuery('stop', url.searchParams).get('tourId'));
  const spotId = parseEntityId(params.id);
  if (tourId === null || spotId === null) return 400;
  const tour = await queryClient.fetchQuery(tourQueryOptions(tourId));
  if (!tour || !findStopPosition(orderStops(tour.spots), spotId)) return 404;
  await prefetchRecommendations(queryClient, tour.cityId);
  return undefined;
};

import { pageQuery, parseEntityId } from '@sendero/contract';
import type { TourDetail } from '@sendero/contract';
import { MapPin } from 'lucide-react';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { usePopularTours } from '../../../entities/tours/api/get-popular-tours.ts';
import { useTour } from '../../../entities/tours/api/get-tour.ts';
import { CardScrollerSection } from '../../../components/card-scroller-section.tsx';
import { MobileBarSpacer } from '../../../components/detail/detail-actions.tsx';
import { DetailHero } from '../../../components/detail/detail-hero.tsx';
import { CityDetailNav } from '../../../components/detail/detail-nav.tsx';
import { DetailSaveActions } from '../../../entities/saved/components/detail-save-actions.tsx';
import { DetailSkeleton } from '../../../components/detail/detail-skeleton.tsx';
import { AddToTrip } from '../../../entities/trips/components/add-to-trip.tsx';
import { DetailStatus } from '../../../components/detail/detail-status.tsx';
import { tourImage } from '../../../lib/card-image.ts';
import { errorMessage } from '../../../lib/query-errors.ts';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { AboutTour } from '../../../components/detail/about-tour.tsx';
import { QuickFacts } from '../../../components/detail/quick-facts.tsx';
import { TourItinerary } from '../../../components/detail/tour-itinerary.tsx';
import { TourMapSection } from '../components/tour-map-section.tsx';
import { TourTags } from '../../../components/detail/tour-tags.tsx';
import { BookmarkableTourCard } from '../../../entities/saved/components/bookmarkable-cards.tsx';
import type { PageData } from '../../../lib/page-data.ts';
import { popularToursQueryOptions } from '../../../entities/tours/api/get-popular-tours.ts';
import { tourQueryOptions } from '../../../entities/tours/api/get-tour.ts';
import { tourPlanQueryOptions, useTourPlan } from '../../../entities/tours/api/get-tour-plan.ts';
import { TourWhenSection } from '../components/tour-when-section.tsx';
import { parseTourWhen } from '../components/tour-when.ts';
import { absoluteUrl, summarize, type PagePreview } from '../../../lib/share-preview.ts';
import { paths } from '@sendero/contract';

/** Content spec §9: popular tours fetched for 'You might also like' on the tour page. */
const RELATED_TOURS_LIMIT = 12;

export function TourPage() {
  const { id } = useParams();
  const tourId = parseEntityId(id);
  const tour = useTour(tourId);
  return (
    <>
      <DocumentTitle title={tour.data?.title ?? 'Tour'} />
      {tourId === null ? (
        <DetailStatus message="Invalid tour id." />
      ) : tour.isPending ? (
        <DetailSkeleton />
      ) : tour.isError ? (
        <DetailStatus message={errorMessage(tour.error, 'Failed to load tour.')} />
      ) : !tour.data ? (
        <DetailStatus message="Tour not found" />
      ) : (
        <TourView tour={tour.data} />
      )}
    </>
  );
}

/** The page's `?date=&start=` (its "When would you go?" form), read and checked. */
function useTourWhen() {
  const [searchParams] = useSearchParams();
  const query = pageQuery('tour', searchParams);
  const given = { date: query.get('date'), start: query.get('start') };
  return { given, parsed: parseTourWhen(given) };
}

function TourView({ tour }: { tour: TourDetail }) {
  const cityId = tour.cityId;
  const { given, parsed } = useTourWhen();
  const plan = useTourPlan(tour.id, parsed.when);
  const cityName = tour.cityName;
  const stops = useMemo(
    () => [...tour.spots].sort((a, b) => a.orderIndex - b.orderIndex),
    [tour.spots],
  );
  const related = usePopularTours(
    { cityId, limit: RELATED_TOURS_LIMIT },
    { enabled: Boolean(cityId) },
  );
  const others = useMemo(
    () => related.data?.filter((other) => other.id !== tour.id),
    [related.data, tour.id],
  );

  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8">
      <CityDetailNav cityId={cityId} />

      <DetailHero
        image={tourImage(tour)}
        alt={tour.coverImageAlt}
        title={tour.title}
        eyebrow={
          cityName ? (
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-4" />
              {cityName}
            </span>
          ) : undefined
        }
      />

      <div className="mt-4">
        <DetailSaveActions
          label="Tour actions"
          targetType="tour"
          target={tour}
          share={{ title: tour.title, text: tour.description.slice(0, 140) }}
        />
        <AddToTrip
          target={{ tourId: tour.id }}
          cityId={cityId}
          cityName={cityName}
          name={tour.title}
        />
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <AboutTour description={tour.description} />
          <TourWhenSection
            tour={tour}
            stops={stops}
            given={given}
            parsed={parsed}
            plan={{
              data: plan.data,
              isPending: plan.isPending,
              isError: plan.isError,
              error: plan.isError
                ? errorMessage(plan.error, 'Could not work out the times. Please try again soon.')
                : null,
            }}
          />
          <TourItinerary tourId={tour.id} stops={stops} plan={parsed.when ? plan.data : null} />
          <TourMapSection tourId={tour.id} tourTitle={tour.title} stops={stops} />
          <TourTags tags={tour.tags} />
        </div>
        {/* On a phone cost and duration come first, before the itinerary (issue 15). */}
        <aside className="order-first lg:sticky lg:top-24 lg:order-none lg:self-start">
          <QuickFacts
            cost={tour.cost}
            costUnit={tour.costUnit}
            duration={tour.duration}
            stops={stops.length}
            startTime={tour.startTime}
            days={tour.days}
            months={tour.months}
          />
        </aside>
      </div>

      <CardScrollerSection
        id="related-tours"
        title="You might also like"
        items={others}
        loading={related.isPending && Boolean(cityId)}
        itemKey={(other) => other.id}
        renderItem={(other) => <BookmarkableTourCard tour={other} />}
      />
      <MobileBarSpacer />
    </article>
  );
}

/** The tour, then the city's popular tours for "You might also like"; 404 for an unknown tour. */
export const loadTourPage: PageData = async ({ queryClient, params, url }) => {
  const tourId = parseEntityId(params.id);
  if (tourId === null) return 400;
  const query = pageQuery('tour', url.searchParams);
  const { when } = parseTourWhen({ date: query.get('date'), start: query.get('start') });
  const tour = await queryClient.fetchQuery(tourQueryOptions(tourId));
  if (!tour) return 404;
  await Promise.all([
    queryClient.prefetchQuery(
      popularToursQueryOptions({ cityId: tour.cityId, limit: RELATED_TOURS_LIMIT }),
    ),
    // Only with a chosen day: without one the page stays as light as before.
    when ? queryClient.prefetchQuery(tourPlanQueryOptions(tourId, when)) : undefined,
  ]);
  return undefined;
};

/** A TouristTrip with its itinerary, from the tour the page rendered. */
export const previewTourPage: PagePreview = ({ queryClient, params, url, publicUrl }) => {
  const tour = queryClient.getQueryData(tourQueryOptions(params.id).queryKey);
  if (!tour) return null;
  return {
    title: tour.title,
    description: summarize(tour.description),
    image: tour.coverImageUrl,
    imageAlt: tour.coverImageAlt,
    type: 'website',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'TouristTrip',
      name: tour.title,
      description: summarize(tour.description, 500),
      url,
      image: absoluteUrl(publicUrl, tour.coverImageUrl),
      touristType: tour.category,
      ...(tour.cost === null
        ? {}
        : { offers: { '@type': 'Offer', price: tour.cost, priceCurrency: 'USD' } }),
      itinerary: {
        '@type': 'ItemList',
        numberOfItems: tour.spots.length,
        itemListElement: orderStopsForPreview(tour.spots).map(({ spot }, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          item: {
            '@type': 'TouristAttraction',
            name: spot.name,
            url: `${publicUrl}${paths.spot(spot.id)}`,
          },
        })),
      },
    },
  };
};

function orderStopsForPreview(stops: TourDetail['spots']) {
  return [...stops].sort((a, b) => a.orderIndex - b.orderIndex);
}

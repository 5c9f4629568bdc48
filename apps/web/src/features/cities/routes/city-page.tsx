import { parseEntityId, paths } from '@sendero/contract';
import { CalendarDays, Compass } from 'lucide-react';
import { useParams } from 'react-router';
import { useCity } from '../../../entities/cities/api/get-city.ts';
import { useCityInfo } from '../../../entities/cities/api/get-city-info.ts';
import { useCityPosts } from '../../../entities/posts/api/get-city-posts.ts';
import { usePopularSpots } from '../../../entities/spots/api/get-popular-spots.ts';
import { usePopularTours } from '../../../entities/tours/api/get-popular-tours.ts';
import { ButtonLink } from '../../../components/button.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { Scroller } from '../../../components/scroller.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { BasicsTabs } from '../../../entities/cities/components/basics-tabs.tsx';
import { CityGuides } from '../components/city-guides.tsx';
import { CityHero } from '../../../entities/cities/components/city-hero.tsx';
import { cityErrorText } from '../components/city-load-state.ts';
import { CitySection } from '../components/city-section.tsx';
import { SectionNav } from '../components/section-nav.tsx';
import type { NavItem } from '../components/section-nav.tsx';
import {
  BookmarkableSpotCard,
  BookmarkableTourCard,
} from '../../../entities/saved/components/bookmarkable-cards.tsx';
import type { PageData } from '../../../lib/page-data.ts';
import { cityQueryOptions } from '../../../entities/cities/api/get-city.ts';
import { cityInfoQueryOptions } from '../../../entities/cities/api/get-city-info.ts';
import { cityPostsQueryOptions } from '../../../entities/posts/api/get-city-posts.ts';
import { popularSpotsQueryOptions } from '../../../entities/spots/api/get-popular-spots.ts';
import { popularToursQueryOptions } from '../../../entities/tours/api/get-popular-tours.ts';
import { DetailStatus } from '../../../components/detail/detail-status.tsx';
import { cityPreview } from '../../../entities/cities/city-preview.ts';
import type { PagePreview } from '../../../lib/share-preview.ts';

/** Top Tours and Top Spots show this many popular items of the city. */
const TOP_LIMIT = 8;

function Message({ text, home = false }: { text: string; home?: boolean }) {
  return (
    <PageContainer>
      <p role="alert" className="text-lg font-semibold text-stone-800 dark:text-stone-200">
        {text}
      </p>
      {home && (
        <ButtonLink to="/" className="mt-6">
          Go home
        </ButtonLink>
      )}
    </PageContainer>
  );
}

export function CityPage() {
  const params = useParams();
  const cityId = parseEntityId(params.id);
  const city = useCity(cityId);
  const info = useCityInfo(cityId);
  // No call at all for an invalid id: without a city the lists would be the whole country's.
  const valid = { enabled: cityId !== null };
  const tours = usePopularTours({ cityId: cityId ?? undefined, limit: TOP_LIMIT }, valid);
  const spots = usePopularSpots({ cityId: cityId ?? undefined, limit: TOP_LIMIT }, valid);
  const posts = useCityPosts(cityId);
  const documentTitle = (
    <DocumentTitle title={city.data?.name ?? (cityId === null ? 'Invalid city id' : 'City')} />
  );

  if (cityId === null) {
    return (
      <>
        {documentTitle}
        <Message text="Invalid city id." home />
      </>
    );
  }
  if (city.isPending) {
    return (
      // At least a screen tall, so the footer starts below the fold and the page that replaces this
      // moves nothing the visitor saw (the footer's jump was the page's layout shift, CLS 0.59).
      <PageContainer className="min-h-screen max-w-6xl">
        {documentTitle}
        <p role="status" className="text-stone-600 dark:text-stone-400">
          Loading city info…
        </p>
        <Skeleton className="mt-4 aspect-[5/2] w-full" />
      </PageContainer>
    );
  }
  if (city.isError) {
    return (
      <>
        {documentTitle}
        <Message text={cityErrorText(city.error)} />
      </>
    );
  }
  // A way out of a dead end: back to every city.
  if (!city.data) {
    return (
      <>
        {documentTitle}
        <DetailStatus message="City not found." />
      </>
    );
  }

  // Tours and spots are fetched for the whole country when the city id is not a filter: keep only
  // this city's, so a missing filter never shows another city's items.
  const tourList = (tours.data ?? []).filter((tour) => tour.cityId === cityId);
  const spotList = (spots.data ?? []).filter((spot) => spot.cityId === cityId);
  const postList = posts.data ?? [];

  const navItems: NavItem[] = [
    { id: 'basics', label: 'Basics' },
    { id: 'events', label: 'Events' },
    ...(tourList.length > 0 ? [{ id: 'top-tours', label: 'Top Tours' }] : []),
    ...(spotList.length > 0 ? [{ id: 'top-spots', label: 'Top Spots' }] : []),
    { id: 'city-guides', label: 'City Guides' },
    { id: 'mexico-basics', label: 'Mexico Basics' },
  ];

  const data = city.data;
  return (
    <PageContainer className="max-w-6xl">
      {documentTitle}
      <CityHero city={data} />
      <SectionNav items={navItems} />

      <CitySection id="basics" title="Basics">
        {info.isPending ? (
          <Skeleton className="h-48 w-full" />
        ) : (
          <BasicsTabs sections={info.data?.sections ?? []} />
        )}
      </CitySection>

      <CitySection id="events" title="Events">
        <div className="flex flex-col gap-4 rounded-2xl border border-cream-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between dark:border-slate-800 dark:bg-slate-900">
          <p className="flex items-start gap-3 text-stone-700 dark:text-stone-300">
            <CalendarDays
              aria-hidden="true"
              className="mt-0.5 size-5 shrink-0 text-terracotta-700"
            />
            Festivals, markets, concerts and fiestas in {data.name} and across México.
          </p>
          <ButtonLink to={paths.events()} variant="secondary" className="shrink-0">
            See what’s on
          </ButtonLink>
        </div>
      </CitySection>

      {tourList.length > 0 && (
        <CitySection
          id="top-tours"
          title="Top Tours"
          action={{
            to: paths.cityTours(cityId),
            label: 'View all',
            ariaLabel: `View all tours in ${data.name}`,
          }}
        >
          <Scroller label={`Top tours in ${data.name}`}>
            {tourList.map((tour) => (
              <div key={tour.id} className="w-72 sm:w-80">
                <BookmarkableTourCard tour={tour} />
              </div>
            ))}
          </Scroller>
        </CitySection>
      )}

      {spotList.length > 0 && (
        <CitySection
          id="top-spots"
          title="Top Spots"
          action={{
            to: paths.citySpots(cityId),
            label: 'View all',
            ariaLabel: `View all spots in ${data.name}`,
          }}
        >
          <Scroller label={`Top spots in ${data.name}`}>
            {spotList.map((spot) => (
              <div key={spot.id} className="w-72 sm:w-80">
                <BookmarkableSpotCard spot={spot} />
              </div>
            ))}
          </Scroller>
        </CitySection>
      )}

      <CitySection
        id="city-guides"
        title="City Guides"
        action={{
          to: paths.cityPosts(cityId),
          label: 'See all',
          ariaLabel: `See all guides for ${data.name}`,
        }}
      >
        <CityGuides cityId={cityId} posts={postList} loading={posts.isPending} />
      </CitySection>

      <CitySection id="mexico-basics" title="Mexico Basics">
        <div className="flex flex-col gap-4 rounded-2xl bg-jade-700 p-6 text-white sm:flex-row sm:items-center sm:justify-between dark:bg-jade-900">
          <p className="flex items-start gap-3">
            <Compass aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            Visas, money, safety, transport and more: what to know before any trip to México.
          </p>
          <ButtonLink to={paths.mexico()} variant="accent" className="shrink-0">
            Read Mexico Basics
          </ButtonLink>
        </div>
      </CitySection>
    </PageContainer>
  );
}

/** The city, its basics, its top tours and spots and its guides; 404 for an unknown city. */
export const loadCityPage: PageData = async ({ queryClient, params }) => {
  const cityId = parseEntityId(params.id);
  if (cityId === null) return 400;
  const [city] = await Promise.all([
    queryClient.fetchQuery(cityQueryOptions(cityId)),
    queryClient.prefetchQuery(cityInfoQueryOptions(cityId)),
    queryClient.prefetchQuery(popularToursQueryOptions({ cityId, limit: TOP_LIMIT })),
    queryClient.prefetchQuery(popularSpotsQueryOptions({ cityId, limit: TOP_LIMIT })),
    queryClient.prefetchQuery(cityPostsQueryOptions(cityId)),
  ]);
  return city ? undefined : 404;
};

export const previewCityPage: PagePreview = ({ queryClient, params, url, publicUrl }) => {
  const city = queryClient.getQueryData(cityQueryOptions(params.id).queryKey);
  return city ? cityPreview(city, url, publicUrl) : null;
};

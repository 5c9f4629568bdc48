import { MEXICO_CITY_ID, parseEntityId, pageQuery } from '@sendero/contract';
import { useSearchParams } from 'react-router';
import { useCities } from '../../../entities/cities/api/get-cities.ts';
import { useTourCategories } from '../../../entities/tours/api/get-tour-categories.ts';
import { useTours } from '../../../entities/tours/api/get-tours.ts';
import { Button } from '../../../components/button.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { CardSkeletons } from '../../../components/skeleton.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { InterestChips } from '../components/interest-chips.tsx';
import { interestLabel, parseInterest } from '../components/interests.ts';
import { BookmarkableTourCard } from '../../../entities/saved/components/bookmarkable-cards.tsx';
import type { PageData } from '../../../lib/page-data.ts';
import type { ListOptions } from '../../../lib/content-params.ts';
import { citiesQueryOptions } from '../../../entities/cities/api/get-cities.ts';
import { tourCategoriesQueryOptions } from '../../../entities/tours/api/get-tour-categories.ts';
import { toursQueryOptions } from '../../../entities/tours/api/get-tours.ts';

const TOURS_PAGE_SIZE = 100;
const TOURS_FAILED = 'Failed to load tours. Please try again soon.';

/** The tours of the page's interest and city, as the URL gives them. */
function toursFilter(cityId: number | null, interest: string | null): ListOptions {
  return { cityId: cityId ?? undefined, category: interest ?? undefined, size: TOURS_PAGE_SIZE };
}

/** /exp: every tour across México, browsable by interest (in the URL) and by city. */
export function ExperiencesPage() {
  const [params, setParams] = useSearchParams();
  const query = pageQuery('experiences', params);
  const interest = parseInterest(query.get('interest'));
  const cityId = parseEntityId(query.get('city') ?? '');

  const cities = useCities();
  const categories = useTourCategories(cityId ?? undefined);
  const tours = useTours(toursFilter(cityId, interest));

  const update = (key: 'interest' | 'city', value: string | null) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  };

  const destinations = (cities.data ?? []).filter((city) => city.id !== MEXICO_CITY_ID);
  const list = tours.data ?? [];
  const errorMessage =
    tours.error instanceof ApiRequestError && tours.error.fromServer
      ? tours.error.message
      : TOURS_FAILED;

  return (
    <PageContainer className="max-w-6xl">
      <DocumentTitle title="Experiences" />
      <h1 className="font-display text-4xl font-bold text-stone-900 dark:text-stone-50">
        Experiences
      </h1>
      <p className="mt-3 max-w-2xl text-stone-600 dark:text-stone-400">
        Foodie, history buff or nature lover? Pick what you love and browse every curated tour
        across México.
      </p>

      <div className="mt-8 space-y-5">
        {categories.isError ? (
          <p className="text-sm text-stone-600 dark:text-stone-400">
            Interests are unavailable right now; every tour is listed below.
          </p>
        ) : (
          <InterestChips
            interests={categories.data ?? []}
            selected={interest}
            onSelect={(value) => update('interest', value)}
          />
        )}
        <div className="max-w-xs">
          <label htmlFor="exp-city">City</label>
          <select
            id="exp-city"
            value={cityId === null ? '' : String(cityId)}
            onChange={(event) => update('city', event.target.value || null)}
            className="w-full rounded-xl border border-cream-200 bg-white px-3 py-2 text-stone-900 dark:border-slate-700 dark:bg-slate-900 dark:text-stone-100"
          >
            <option value="">All cities</option>
            {destinations.map((city) => (
              <option key={city.id} value={city.id}>
                {city.name}
              </option>
            ))}
          </select>
        </div>
      </div>

      <section aria-labelledby="exp-results" className="mt-8">
        <h2
          id="exp-results"
          className="font-display text-2xl font-bold text-stone-900 dark:text-stone-50"
        >
          {interest ? `${interestLabel(interest)} tours` : 'All tours'}
        </h2>
        <div className="mt-4" aria-live="polite">
          {tours.isPending ? (
            <>
              <p className="sr-only" role="status">
                Loading...
              </p>
              <CardSkeletons />
            </>
          ) : tours.isError ? (
            <div role="alert" className="space-y-3">
              <p className="text-terracotta-700 dark:text-terracotta-400">{errorMessage}</p>
              <Button
                variant="secondary"
                onClick={() => void tours.refetch()}
                disabled={tours.isFetching}
              >
                Try again
              </Button>
            </div>
          ) : list.length === 0 ? (
            <p className="text-stone-600 dark:text-stone-400">
              No tours match this interest yet. Try another one.
            </p>
          ) : (
            <>
              <p className="mb-4 text-sm text-stone-600 dark:text-stone-400">
                {list.length} {list.length === 1 ? 'tour' : 'tours'}
              </p>
              <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {list.map((tour) => (
                  <li key={tour.id}>
                    <BookmarkableTourCard tour={tour} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </section>
    </PageContainer>
  );
}

export const loadExperiencesPage: PageData = async ({ queryClient, url }) => {
  const query = pageQuery('experiences', url.searchParams);
  const interest = parseInterest(query.get('interest'));
  const cityId = parseEntityId(query.get('city') ?? '');
  await Promise.all([
    queryClient.prefetchQuery(citiesQueryOptions()),
    queryClient.prefetchQuery(tourCategoriesQueryOptions(cityId ?? undefined)),
    queryClient.prefetchQuery(toursQueryOptions(toursFilter(cityId, interest))),
  ]);
  return undefined;
};

import { useCities } from '../../../entities/cities/api/get-cities.ts';
import { Button } from '../../../components/button.tsx';
import { CityCard } from '../../../components/cards/city-card.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { CardSkeletons } from '../../../components/skeleton.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { mexicoFirst } from '../components/order-cities.ts';
import type { PageData } from '../../../lib/page-data.ts';
import { citiesQueryOptions } from '../../../entities/cities/api/get-cities.ts';

/** /cities: every city as a card, México first (it links to /mexico). */
export function CitiesPage() {
  const { data, isPending, isError, error, refetch, isFetching } = useCities();
  const cities = mexicoFirst(data ?? []);

  return (
    <PageContainer className="max-w-6xl">
      <DocumentTitle title="Cities" />
      <h1 className="font-display text-4xl font-bold text-stone-900 dark:text-stone-50">Cities</h1>
      <p className="mt-3 max-w-2xl text-stone-600 dark:text-stone-400">
        Pick a place to start: each city has its basics, curated tours, favourite spots and guides.
        New to México? Begin with the country-wide basics.
      </p>
      <div className="mt-8">
        {isPending ? (
          <>
            <p className="sr-only" role="status">
              Loading...
            </p>
            <CardSkeletons count={8} />
          </>
        ) : isError ? (
          <div role="alert" className="space-y-3">
            <p className="text-terracotta-700 dark:text-terracotta-400">
              {error.message || 'Failed to load cities.'}
            </p>
            <Button variant="secondary" onClick={() => void refetch()} disabled={isFetching}>
              Try again
            </Button>
          </div>
        ) : cities.length === 0 ? (
          <p className="text-stone-600 dark:text-stone-400">No cities to show yet.</p>
        ) : (
          <>
            <p className="mb-4 text-sm text-stone-600 dark:text-stone-400">
              {cities.length} {cities.length === 1 ? 'city' : 'cities'}
            </p>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {cities.map((city) => (
                <li key={city.id}>
                  <CityCard city={city} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </PageContainer>
  );
}

export const loadCitiesPage: PageData = async ({ queryClient }) => {
  await queryClient.prefetchQuery(citiesQueryOptions());
  return undefined;
};

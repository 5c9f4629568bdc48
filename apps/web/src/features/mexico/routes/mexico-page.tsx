import { useMemo, useState } from 'react';
import { useCities } from '../../../entities/cities/api/get-cities.ts';
import { useCityPosts } from '../../../entities/posts/api/get-city-posts.ts';
import { ListSearchField } from '../../../components/list-search-field.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { GuideCard } from '../components/guide-card.tsx';
import { filterGuides, GUIDES } from '../components/guides.ts';
import { MexicoMap } from '../components/mexico-map.tsx';
import type { PageData } from '../../../lib/page-data.ts';
import { MEXICO_CITY_ID } from '@sendero/contract';
import { citiesQueryOptions } from '../../../entities/cities/api/get-cities.ts';
import { cityPostsQueryOptions } from '../../../entities/posts/api/get-city-posts.ts';
import { cityPreview } from '../../../entities/cities/city-preview.ts';
import { cityQueryOptions } from '../../../entities/cities/api/get-city.ts';
import type { PagePreview } from '../../../lib/share-preview.ts';

export function MexicoPage() {
  const [query, setQuery] = useState('');
  const cities = useCities();
  // The cards do not wait for this: it only adds each post's full title once it arrives.
  const posts = useCityPosts(MEXICO_CITY_ID);
  const titles = useMemo(
    () => new Map((posts.data ?? []).map((post) => [post.slug, post.title])),
    [posts.data],
  );
  const guides = filterGuides(GUIDES, query);

  return (
    <PageContainer className="max-w-6xl">
      <DocumentTitle title="Mexico Basics" />
      <p className="text-sm font-semibold tracking-wider text-terracotta-700 uppercase dark:text-terracotta-400">
        Before you go
      </p>
      <h1 className="mt-1 font-display text-4xl font-bold text-stone-900 sm:text-5xl dark:text-stone-50">
        Mexico Basics
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-stone-600 dark:text-stone-400">
        Everything to know before your trip: entry rules, money, getting around, staying safe, food,
        festivals and more, in sixteen short guides.
      </p>

      <section aria-labelledby="mexico-map-heading" className="mt-10">
        <h2
          id="mexico-map-heading"
          className="font-display text-2xl font-bold text-stone-900 dark:text-stone-50"
        >
          Map of México
        </h2>
        <div className="mt-4 max-w-3xl">
          <MexicoMap cities={cities.data ?? []} />
        </div>
        <p className="mt-3 text-sm text-stone-600 dark:text-stone-400">
          Tip: select a marker (or Tab to it) to open that city’s guide, tours and spots.
        </p>
        {cities.isError && (
          <p role="alert" className="mt-2 text-sm text-terracotta-700 dark:text-terracotta-400">
            Failed to load city.
          </p>
        )}
      </section>

      <section aria-labelledby="mexico-guides-heading" className="mt-12">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <h2
            id="mexico-guides-heading"
            className="font-display text-2xl font-bold text-stone-900 dark:text-stone-50"
          >
            Guides
          </h2>
          <ListSearchField
            label="Search guides"
            placeholder="Visa, money, food…"
            value={query}
            onChange={setQuery}
          />
        </div>

        {guides.length === 0 ? (
          <p role="status" className="mt-8 text-center text-stone-600 dark:text-stone-400">
            No guides found. Try another keyword.
          </p>
        ) : (
          <ul
            aria-label="Mexico Basics guides"
            className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
          >
            {guides.map((guide) => (
              <GuideCard key={guide.slug} guide={guide} title={titles.get(guide.slug)} />
            ))}
          </ul>
        )}
      </section>
    </PageContainer>
  );
}

export const loadMexicoPage: PageData = async ({ queryClient }) => {
  await Promise.all([
    queryClient.prefetchQuery(citiesQueryOptions()),
    queryClient.prefetchQuery(cityPostsQueryOptions(MEXICO_CITY_ID)),
    // Read by the page's head only.
    queryClient.prefetchQuery(cityQueryOptions(MEXICO_CITY_ID)),
  ]);
  return undefined;
};

/** México as a Country, from the country entry the page's loader read. */
export const previewMexicoPage: PagePreview = ({ queryClient, url, publicUrl }) => {
  const country = queryClient.getQueryData(cityQueryOptions(MEXICO_CITY_ID).queryKey);
  return country ? cityPreview(country, url, publicUrl) : null;
};

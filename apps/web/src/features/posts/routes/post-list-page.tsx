import { MEXICO_CITY_ID, paths } from '@sendero/contract';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useCity } from '../../../entities/cities/api/get-city.ts';
import { useCityPosts } from '../../../entities/posts/api/get-city-posts.ts';
import { CityBackLink } from '../../../components/city-back-link.tsx';
import { DetailStatus } from '../../../components/detail/detail-status.tsx';
import { ListSearchField } from '../../../components/list-search-field.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { CardSkeletons } from '../../../components/skeleton.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { PostCard } from '../components/post-card.tsx';
import { filterPosts, postCountLabel } from '../components/post-search.ts';
import { parseCityId } from '../components/post-slug.ts';
import type { PageData } from '../../../lib/page-data.ts';
import { cityQueryOptions } from '../../../entities/cities/api/get-city.ts';
import { cityPostsQueryOptions } from '../../../entities/posts/api/get-city-posts.ts';

export function PostListPage() {
  const params = useParams();
  const cityId = parseCityId(params.cityId);
  const heading = cityId === MEXICO_CITY_ID ? 'Mexico Basics' : 'City Guides';
  const city = useCity(cityId);
  const posts = useCityPosts(cityId);
  const [query, setQuery] = useState('');
  const documentTitle = (
    <DocumentTitle
      title={city.data && cityId !== MEXICO_CITY_ID ? `${heading} · ${city.data.name}` : heading}
    />
  );

  useEffect(() => {
    // Content spec §8: a failed post list is logged and the list stays empty.
    if (posts.error) console.error('Failed to load city posts', posts.error);
  }, [posts.error]);

  // Issue 15: a malformed id or a city that does not exist says so, with a way back to the cities.
  if (cityId === null) {
    return (
      <>
        {documentTitle}
        <DetailStatus message="Invalid city id." />
      </>
    );
  }
  if (city.isSuccess && city.data === null) {
    return (
      <>
        {documentTitle}
        <DetailStatus message="City not found." />
      </>
    );
  }

  const all = posts.data ?? [];
  const shown = filterPosts(all, query);
  const loading = cityId !== null && posts.isPending;

  return (
    <PageContainer className="max-w-6xl">
      {documentTitle}
      {cityId === null ? (
        <Link
          to={paths.cities()}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-jade-700 hover:underline dark:text-jade-300"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to cities
        </Link>
      ) : (
        <CityBackLink cityId={cityId} />
      )}
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-4xl font-bold text-stone-900 dark:text-stone-50">
            {heading}
          </h1>
          {city.data && cityId !== MEXICO_CITY_ID && (
            <p className="mt-1 text-lg text-stone-600 dark:text-stone-400">{city.data.name}</p>
          )}
          {!loading && (
            <p
              className="mt-2 text-sm font-medium text-terracotta-700 dark:text-terracotta-400"
              aria-live="polite"
            >
              {postCountLabel(shown.length)}
            </p>
          )}
        </div>
        <ListSearchField
          label="Search posts"
          placeholder="Title, topic or tag"
          value={query}
          onChange={setQuery}
        />
      </div>

      <div className="mt-8">
        {loading ? (
          <div>
            <p role="status" className="mb-4 text-stone-600 dark:text-stone-400">
              Loading posts
            </p>
            <CardSkeletons count={3} />
          </div>
        ) : shown.length === 0 ? (
          <p role="status" className="py-10 text-center text-stone-600 dark:text-stone-400">
            No posts match your search.
          </p>
        ) : (
          <ul aria-label={heading} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((post) => (
              <PostCard key={post.id} post={post} fallbackImage={city.data?.mainImageUrl} />
            ))}
          </ul>
        )}
      </div>
    </PageContainer>
  );
}

export const loadPostListPage: PageData = async ({ queryClient, params }) => {
  const cityId = parseCityId(params.cityId);
  if (cityId === null) return 400;
  const [city] = await Promise.all([
    queryClient.fetchQuery(cityQueryOptions(cityId)),
    queryClient.prefetchQuery(cityPostsQueryOptions(cityId)),
  ]);
  return city ? undefined : 404;
};

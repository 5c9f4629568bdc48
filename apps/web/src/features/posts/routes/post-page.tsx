import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useCity } from '../../../entities/cities/api/get-city.ts';
import { usePost } from '../../../entities/posts/api/get-post.ts';
import { CityBackLink } from '../../../components/city-back-link.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { PostArticle } from '../../../components/detail/post-article.tsx';
import type { MentionCards } from '../../../components/detail/post-mentions.tsx';
import { EventSummary } from '../../../entities/events/components/event-summary.tsx';
import {
  BookmarkableSpotCard,
  BookmarkableTourCard,
} from '../../../entities/saved/components/bookmarkable-cards.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { isValidPostSlug, parseCityId } from '../components/post-slug.ts';
import type { PageData } from '../../../lib/page-data.ts';
import { cityQueryOptions } from '../../../entities/cities/api/get-city.ts';
import { postQueryOptions } from '../../../entities/posts/api/get-post.ts';
import { absoluteUrl, SITE_NAME, summarize, type PagePreview } from '../../../lib/share-preview.ts';

/** What a guide mentions, drawn as everywhere else: saved-state cards and the events page's summary. */
const MENTION_CARDS: MentionCards = {
  Spot: BookmarkableSpotCard,
  Tour: BookmarkableTourCard,
  Event: EventSummary,
};

function PostSkeleton() {
  return (
    <div role="status" aria-label="Loading post" className="space-y-4">
      <Skeleton className="h-4 w-32" />
      <Skeleton className="aspect-[16/7] w-full" />
      <Skeleton className="h-5 w-20" />
      <Skeleton className="h-10 w-3/4" />
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

export function PostPage() {
  const params = useParams();
  const cityId = parseCityId(params.cityId);
  const slug = isValidPostSlug(params.slug) ? params.slug : null;
  const valid = cityId !== null && slug !== null;
  const post = usePost(cityId, slug);
  const city = useCity(cityId);
  const documentTitle = (
    <DocumentTitle title={post.data?.title ?? (valid && post.isPending ? 'Guide' : 'Not found')} />
  );

  // Content spec §8: a missing or failed post is logged as well as shown.
  const missing = valid && post.isSuccess && post.data === null;
  useEffect(() => {
    if (post.error || missing) console.error('Not found.', post.error ?? { cityId, slug });
  }, [post.error, missing, cityId, slug]);

  if (valid && post.isPending) {
    return (
      // A screen tall at least: the footer starts below the fold, so the post replacing this
      // skeleton moves nothing the visitor saw (the footer's jump was a layout shift of 0.25).
      <PageContainer className="min-h-screen max-w-3xl">
        {documentTitle}
        <PostSkeleton />
      </PageContainer>
    );
  }

  const data = post.data;
  if (!valid || !data) {
    return (
      <PageContainer className="max-w-3xl">
        {documentTitle}
        {cityId !== null && <CityBackLink cityId={cityId} />}
        <p role="alert" className="mt-6 text-lg font-semibold text-stone-800 dark:text-stone-200">
          Not found.
        </p>
      </PageContainer>
    );
  }

  return (
    <PageContainer className="max-w-3xl">
      {documentTitle}
      <CityBackLink cityId={data.cityId} />
      <PostArticle
        post={data}
        mentionCards={MENTION_CARDS}
        fallbackImage={{ url: city.data?.mainImageUrl, alt: city.data?.mainImageAlt }}
      />
    </PageContainer>
  );
}

export const loadPostPage: PageData = async ({ queryClient, params }) => {
  const cityId = parseCityId(params.cityId);
  if (cityId === null || !isValidPostSlug(params.slug)) return 400;
  const [post] = await Promise.all([
    queryClient.fetchQuery(postQueryOptions(cityId, params.slug)),
    queryClient.prefetchQuery(cityQueryOptions(cityId)),
  ]);
  return post ? undefined : 404;
};

/** An Article, from the post the page rendered. */
export const previewPostPage: PagePreview = ({ queryClient, params, url, publicUrl }) => {
  const post = queryClient.getQueryData(postQueryOptions(params.cityId, params.slug).queryKey);
  if (!post) return null;
  const description = summarize(post.subtitle || post.sections[0]?.bodyMd || post.title);
  return {
    title: post.title,
    description,
    image: post.coverImageUrl,
    imageAlt: post.coverImageAlt,
    type: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: post.title,
      description: summarize(post.subtitle || post.sections[0]?.bodyMd || post.title, 500),
      url,
      mainEntityOfPage: url,
      ...(post.coverImageUrl ? { image: absoluteUrl(publicUrl, post.coverImageUrl) } : {}),
      author: { '@type': 'Organization', name: post.author },
      publisher: { '@type': 'Organization', name: SITE_NAME },
      keywords: post.tags,
    },
  };
};

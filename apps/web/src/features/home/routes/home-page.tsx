import { paths } from '@sendero/contract';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/button.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { CommunityCard } from '../components/community-card.tsx';
import { ExploreCities } from '../components/explore-cities.tsx';
import { FeaturedCityCard } from '../components/featured-city-card.tsx';
import { FeaturedSpots } from '../components/featured-spots.tsx';
import { FeaturedTours } from '../components/featured-tours.tsx';
import { HeroCarousel } from '../components/hero-carousel.tsx';
import { MexicoBasicsPromo } from '../components/mexico-basics-promo.tsx';
import { WhoWeAre } from '../components/who-we-are.tsx';
import type { PageData } from '../../../lib/page-data.ts';
import { MEXICO_CITY_ID } from '@sendero/contract';
import { citiesQueryOptions } from '../../../entities/cities/api/get-cities.ts';
import { cityQueryOptions } from '../../../entities/cities/api/get-city.ts';
import { popularSpotsQueryOptions } from '../../../entities/spots/api/get-popular-spots.ts';
import { popularToursQueryOptions } from '../../../entities/tours/api/get-popular-tours.ts';
import { FEATURED_SPOTS } from '../components/featured-spots.tsx';
import { FEATURED_TOURS } from '../components/featured-tours.tsx';
import { HERO_SLIDES } from '../content/hero-slides.ts';
import { SITE_NAME, type PagePreview } from '../../../lib/share-preview.ts';

export function HomePage() {
  return (
    <>
      <DocumentTitle title="" />
      <HeroCarousel>
        <div className="mx-auto max-w-5xl px-4 py-20 text-center text-white sm:px-6 lg:px-8">
          <h1 className="font-display text-4xl font-bold drop-shadow sm:text-6xl">
            Your Story, Your Tour
            <span className="block text-marigold-300">Your México</span>
          </h1>
          <p className="mx-auto mt-4 max-w-xl text-lg text-white/95 drop-shadow">
            Foodie, history buff or nature lover? Find the tours that match what you love and
            explore México like a local.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink to={paths.experiences()} variant="accent">
              Find tours by interest
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
            <Link
              to={paths.cities()}
              className="inline-flex items-center rounded-full border border-white/80 px-5 py-2.5 text-sm font-semibold text-white hover:bg-white/10"
            >
              Explore cities
            </Link>
          </div>
        </div>
      </HeroCarousel>
      <div className="mx-auto w-full max-w-6xl space-y-16 px-4 py-12 sm:px-6 lg:px-8">
        <MexicoBasicsPromo />
        <FeaturedCityCard />
        <ExploreCities />
        <FeaturedTours />
        <FeaturedSpots />
        <CommunityCard />
        <WhoWeAre />
      </div>
    </>
  );
}

/** The hero's cities, the featured tours and spots, and the México card. */
export const loadHomePage: PageData = async ({ queryClient }) => {
  await Promise.all([
    queryClient.prefetchQuery(citiesQueryOptions()),
    queryClient.prefetchQuery(popularToursQueryOptions({ limit: FEATURED_TOURS })),
    queryClient.prefetchQuery(popularSpotsQueryOptions({ limit: FEATURED_SPOTS })),
    queryClient.prefetchQuery(cityQueryOptions(MEXICO_CITY_ID)),
  ]);
  return undefined;
};

/** The site itself: a WebSite with its search, and the hero's first slide as its picture. */
export const previewHomePage: PagePreview = ({ url, publicUrl }) => {
  const [first] = HERO_SLIDES;
  return {
    title: 'Travel guide to México',
    description:
      'Sendero — a travel guide to México: city guides, curated tours, spots and events.',
    image: first?.src ?? null,
    imageAlt: first?.alt ?? null,
    type: 'website',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE_NAME,
      url,
      potentialAction: {
        '@type': 'SearchAction',
        target: `${publicUrl}${paths.search()}?q={query}`,
        'query-input': 'required name=query',
      },
    },
  };
};

import { MEXICO_CITY_ID, paths } from '@sendero/contract';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useCity } from '../../../entities/cities/api/get-city.ts';
import { Skeleton } from '../../../components/skeleton.tsx';
import { SmartImage } from '../../../components/smart-image.tsx';
import { cityImage } from '../../../lib/card-image.ts';

/** Content spec §2: /mexico for city 4, otherwise the singular /city/{id} link. */
export function featuredCityHref(id: number): string {
  return id === MEXICO_CITY_ID ? paths.mexico() : paths.legacyCity(id);
}

/** The featured hero card for the country-level entry (city 4). */
export function FeaturedCityCard() {
  const { data: city, isPending, isError } = useCity(MEXICO_CITY_ID);
  if (isPending) return <Skeleton className="h-72 w-full rounded-3xl" />;
  if (isError || !city) return null;
  return (
    <Link
      to={featuredCityHref(city.id)}
      className="group relative isolate flex min-h-72 items-end overflow-hidden rounded-3xl shadow-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-marigold-500"
    >
      <SmartImage
        src={cityImage(city)}
        alt={city.mainImageAlt || ''}
        width={1200}
        height={600}
        className="absolute inset-0 -z-10 h-full w-full object-cover transition duration-500 group-hover:scale-105"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-black/80 via-black/40 to-transparent"
      />
      <div className="p-6 text-white sm:p-8">
        <p className="text-sm font-semibold tracking-wide text-marigold-300 uppercase">
          Featured destination
        </p>
        <h2 className="mt-1 font-display text-3xl font-bold sm:text-4xl">{city.name}</h2>
        <p className="mt-2 line-clamp-3 max-w-2xl text-white/90">{city.description}</p>
        <span className="mt-4 inline-flex items-center gap-2 font-semibold">
          Start with the basics
          <ArrowRight aria-hidden="true" className="size-4 transition group-hover:translate-x-1" />
        </span>
      </div>
    </Link>
  );
}

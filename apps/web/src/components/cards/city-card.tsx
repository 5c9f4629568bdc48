import type { CitySummary } from '@sendero/contract';
import { cityImage } from '../../lib/card-image.ts';
import { cityPageHref } from '../../lib/city-back-link.ts';
import { CardFrame } from './card-frame.tsx';

export function CityCard({ city }: { city: CitySummary }) {
  return (
    <CardFrame
      href={cityPageHref(city.id)}
      image={{ src: cityImage(city), alt: city.mainImageAlt || '' }}
    >
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="font-display text-lg font-bold text-stone-900 group-hover:text-jade-700 dark:text-stone-50 dark:group-hover:text-jade-300">
          {city.name}
        </h3>
        {city.region && (
          <p className="text-sm font-medium text-terracotta-700 dark:text-terracotta-400">
            {city.region}
          </p>
        )}
        <p className="line-clamp-3 text-sm text-stone-600 dark:text-stone-400">
          {city.description}
        </p>
      </div>
    </CardFrame>
  );
}

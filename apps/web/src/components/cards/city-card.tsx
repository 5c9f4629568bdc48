import { MEXICO_CITY_ID } from '@sendero/contract';
import type { CitySummary } from '@sendero/contract';
import { Link } from 'react-router';
import { resolveCardImage } from '../../lib/card-image.ts';
import { SmartImage } from '../smart-image.tsx';
import { cardFrameClass, cardImageClass, cardLinkClass } from './card-styles.ts';

/** City 4 is the country-level entry: its page is /mexico (content spec §9). */
export function cityHref(id: number): string {
  return id === MEXICO_CITY_ID ? '/mexico' : `/cities/${id}`;
}

export function CityCard({ city }: { city: CitySummary }) {
  return (
    <article className={cardFrameClass}>
      <Link to={cityHref(city.id)} className={cardLinkClass}>
        <SmartImage
          src={resolveCardImage(city)}
          alt={city.mainImageAlt || ''}
          width={480}
          height={360}
          className={cardImageClass}
        />
        <div className="flex flex-1 flex-col gap-1 p-4">
          <h3 className="font-display text-lg font-semibold text-stone-900 group-hover:text-jade-700 dark:text-stone-50 dark:group-hover:text-jade-300">
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
      </Link>
    </article>
  );
}

import type { SpotSummary } from '@sendero/contract';
import { Clock, DollarSign, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { resolveCardImage } from '../../lib/card-image.ts';
import { BookmarkButton } from '../save-buttons.tsx';
import { SmartImage } from '../smart-image.tsx';
import { cardChipClass, cardFrameClass, cardImageClass, cardLinkClass } from './card-styles.ts';

/** 'Free' for 0, "$" + price when known, null when unknown (nothing is shown). */
export function formatSpotPrice(price: number | null | undefined): string | null {
  if (typeof price !== 'number' || !Number.isFinite(price)) return null;
  return price === 0 ? 'Free' : `$${price}`;
}

export function SpotCard({
  spot,
  href,
  layout = 'stacked',
}: {
  spot: SpotSummary;
  href?: string;
  /** 'row' puts the image beside the text from the small breakpoint up (two-column lists). */
  layout?: 'stacked' | 'row';
}) {
  const row = layout === 'row';
  const cityName = spot.cityName || spot.city.name;
  const price = formatSpotPrice(spot.price);
  return (
    <article className={cardFrameClass}>
      <Link
        to={href ?? `/spots/${spot.id}`}
        className={`${cardLinkClass} ${row ? 'sm:flex-row' : ''}`}
      >
        <SmartImage
          src={resolveCardImage(spot)}
          alt={spot.media[0]?.alt ?? ''}
          width={480}
          height={360}
          className={`${cardImageClass} ${row ? 'sm:aspect-auto sm:w-2/5 sm:shrink-0 sm:self-stretch' : ''}`}
        />
        <div className={`flex flex-1 flex-col gap-2 p-4 ${row ? 'sm:pr-14' : ''}`}>
          {spot.category && <p className={`${cardChipClass} self-start`}>{spot.category}</p>}
          <h3 className="font-display text-lg leading-snug font-semibold text-stone-900 group-hover:text-jade-700 dark:text-stone-50 dark:group-hover:text-jade-300">
            {spot.name}
          </h3>
          {cityName && (
            <p className="flex items-center gap-1 text-sm text-stone-600 dark:text-stone-400">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {cityName}
            </p>
          )}
          <ul className="mt-auto flex flex-wrap gap-x-3 gap-y-1 text-sm text-stone-700 dark:text-stone-300">
            {price && (
              <li className="flex items-center gap-1">
                <DollarSign aria-hidden="true" className="size-4" />
                <span className="sr-only">Price: </span>
                {price}
              </li>
            )}
            {spot.timeSpent && (
              <li className="flex items-center gap-1">
                <Clock aria-hidden="true" className="size-4" />
                <span className="sr-only">Time spent: </span>
                {spot.timeSpent}
              </li>
            )}
          </ul>
        </div>
      </Link>
      <BookmarkButton
        targetType="spot"
        targetId={spot.id}
        initial={spot.bookmarked}
        className="absolute top-3 right-3"
      />
    </article>
  );
}

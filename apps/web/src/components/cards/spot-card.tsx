import { formatPrice, paths } from '@sendero/contract';
import type { SpotSummary } from '@sendero/contract';
import { Clock, DollarSign } from 'lucide-react';
import type { ReactNode } from 'react';
import { spotImage } from '../../lib/card-image.ts';
import { OpenStateLabel } from '../open-state-label.tsx';
import { CardFrame } from './card-frame.tsx';
import { CardHeading } from './card-heading.tsx';
import { cardChipClass } from './card-styles.ts';

export interface SpotCardProps {
  spot: SpotSummary;
  href?: string;
  /** 'row' puts the image beside the text from the small breakpoint up (two-column lists). */
  layout?: 'stacked' | 'row';
}

/** A spot's card; `action` is its corner button (entities/saved's BookmarkableSpotCard adds it). */
export function SpotCard({
  spot,
  href,
  layout = 'stacked',
  action,
}: SpotCardProps & { action?: ReactNode }) {
  const row = layout === 'row';
  const cityName = spot.cityName;
  const price = formatPrice(spot.price, spot.priceUnit);
  return (
    <CardFrame
      href={href ?? paths.spot(spot.id)}
      image={{ src: spotImage(spot), alt: spot.media[0]?.alt ?? '' }}
      linkClassName={row ? 'sm:flex-row' : undefined}
      imageClassName={row ? 'sm:aspect-auto sm:w-2/5 sm:shrink-0 sm:self-stretch' : undefined}
      action={action}
    >
      <div className={`flex flex-1 flex-col gap-2 p-4 ${row ? 'sm:pr-14' : ''}`}>
        {spot.category && <p className={`${cardChipClass} self-start`}>{spot.category}</p>}
        <CardHeading title={spot.name} cityName={cityName} />
        <OpenStateLabel openDays={spot.openDays} timeZone={spot.timeZone} className="self-start" />
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
    </CardFrame>
  );
}

import { formatPrice, paths } from '@sendero/contract';
import type { PriceUnit, TourSummary } from '@sendero/contract';
import { Clock, DollarSign, Route } from 'lucide-react';
import type { ReactNode } from 'react';
import { tourImage } from '../../lib/card-image.ts';
import { CardFrame } from './card-frame.tsx';
import { CardHeading } from './card-heading.tsx';
import { cardChipClass } from './card-styles.ts';

const TAGS_SHOWN = 3;

/** Content spec §2: 'Flexible' when the duration is absent, 'Varies' when the cost is. */
export function formatDuration(duration: string | null | undefined): string {
  return duration && duration.trim() !== '' ? duration : 'Flexible';
}

export function formatCost(cost: number | null | undefined, unit: PriceUnit | null): string {
  return formatPrice(cost, unit) ?? 'Varies';
}

export function formatStopCount(count: number): string {
  return `${count} ${count === 1 ? 'stop' : 'stops'}`;
}

/** A tour's card; `action` is its corner button (entities/saved's BookmarkableTourCard adds it). */
export function TourCard({ tour, action }: { tour: TourSummary; action?: ReactNode }) {
  const cityName = tour.cityName;
  return (
    <CardFrame
      href={paths.tour(tour.id)}
      image={{ src: tourImage(tour), alt: tour.coverImageAlt || '' }}
      action={action}
    >
      <div className="flex flex-1 flex-col gap-2 p-4">
        <CardHeading title={tour.title} cityName={cityName} />
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-stone-700 dark:text-stone-300">
          <li className="flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            <span className="sr-only">Duration: </span>
            {formatDuration(tour.duration)}
          </li>
          <li className="flex items-center gap-1">
            <DollarSign aria-hidden="true" className="size-4" />
            <span className="sr-only">Cost: </span>
            {formatCost(tour.cost, tour.costUnit)}
          </li>
          <li className="flex items-center gap-1">
            <Route aria-hidden="true" className="size-4" />
            {formatStopCount(tour.stopCount)}
          </li>
        </ul>
        {tour.tags.length > 0 && (
          <ul className="mt-auto flex flex-wrap gap-1.5 pt-1" aria-label="Tags">
            {tour.tags.slice(0, TAGS_SHOWN).map((tag) => (
              <li key={tag} className={cardChipClass}>
                #{tag}
              </li>
            ))}
          </ul>
        )}
      </div>
    </CardFrame>
  );
}

import type { TourDetail } from '@sendero/contract';
import { Link } from 'react-router';
import { tourStopHref } from './stop-navigation.ts';

type Stop = TourDetail['spots'][number];

/** The tour's stops with this one marked '(current)'; the others offer 'View stop'. */
export function StopItinerary({
  tourId,
  stops,
  currentId,
}: {
  tourId: number;
  stops: Stop[];
  currentId: number;
}) {
  return (
    <section aria-labelledby="stop-itinerary-heading">
      <h2
        id="stop-itinerary-heading"
        className="font-display text-xl font-bold text-stone-900 dark:text-stone-50"
      >
        Itinerary
      </h2>
      <ol className="mt-3 space-y-2">
        {stops.map(({ spot }, index) => {
          const current = spot.id === currentId;
          return (
            <li
              key={spot.id}
              aria-current={current ? 'step' : undefined}
              className={`flex items-center gap-3 rounded-xl border p-2.5 ${current ? 'border-jade-600 bg-jade-50 dark:border-jade-400 dark:bg-slate-800' : 'border-cream-200 bg-white dark:border-slate-800 dark:bg-slate-900'}`}
            >
              <span
                aria-hidden="true"
                className={`flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold ${current ? 'bg-jade-700 text-white' : 'bg-cream-200 text-stone-800 dark:bg-slate-700 dark:text-stone-100'}`}
              >
                {index + 1}
              </span>
              <span className="min-w-0 flex-1 text-sm font-medium text-stone-900 dark:text-stone-100">
                {spot.name}
              </span>
              {current ? (
                <button
                  type="button"
                  disabled
                  className="shrink-0 rounded-full px-3 py-1 text-xs font-semibold text-jade-800 dark:text-jade-300"
                >
                  (current)
                </button>
              ) : (
                <Link
                  to={tourStopHref(spot.id, tourId)}
                  aria-label={`View stop ${index + 1}: ${spot.name}`}
                  className="shrink-0 rounded-full border border-jade-600 px-3 py-1 text-xs font-semibold text-jade-700 hover:bg-jade-50 dark:border-jade-400 dark:text-jade-300 dark:hover:bg-slate-800"
                >
                  View stop
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

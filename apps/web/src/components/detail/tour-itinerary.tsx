import { paths } from '@sendero/contract';
import type { StopArrivalState, TourDetail, TourPlan } from '@sendero/contract';
import { ChevronRight, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { OpenStateLabel } from '../open-state-label.tsx';
import { ARRIVAL_STATE_TEXT, arriveLeaveText } from './tour-plan-text.ts';

type Stop = TourDetail['spots'][number];
type PlannedStop = TourPlan['stops'][number];

const ARRIVAL_CLASS: Record<StopArrivalState, string> = {
  open: 'text-jade-800 dark:text-jade-300',
  'closes-during-visit': 'text-amber-900 dark:text-amber-200',
  closed: 'text-terracotta-700 dark:text-terracotta-400',
  unknown: 'text-stone-700 dark:text-stone-300',
};

/** The tour's stops in order, each with its state now or, for a chosen day, its times then. */
export function TourItinerary({
  tourId,
  stops,
  plan = null,
}: {
  tourId: number;
  stops: Stop[];
  plan?: TourPlan | null;
}) {
  const planned = new Map<number, PlannedStop>(plan?.stops.map((stop) => [stop.spotId, stop]));
  return (
    <section aria-labelledby="itinerary-heading" className="mt-10">
      <h2
        id="itinerary-heading"
        className="font-display text-2xl font-bold text-stone-900 dark:text-stone-50"
      >
        Itinerary
      </h2>
      {stops.length === 0 ? (
        <p className="mt-3 text-stone-600 dark:text-stone-400">No stops added yet for this tour.</p>
      ) : (
        <ol className="relative mt-4 space-y-3 before:absolute before:top-4 before:bottom-4 before:left-[1.15rem] before:w-0.5 before:bg-jade-100 dark:before:bg-slate-800">
          {stops.map(({ spot }, index) => {
            const when = planned.get(spot.id);
            return (
              <li key={spot.id} className="relative">
                <Link
                  to={paths.stop(spot.id, tourId)}
                  className="group flex items-center gap-4 rounded-2xl border border-cream-200 bg-white p-3 shadow-sm transition hover:border-jade-300 hover:shadow-md dark:border-slate-800 dark:bg-slate-900 dark:hover:border-jade-700"
                >
                  <span
                    aria-hidden="true"
                    className="flex size-9 shrink-0 items-center justify-center rounded-full bg-jade-700 text-sm font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="sr-only">Stop {index + 1}: </span>
                    <span className="block font-semibold text-stone-900 group-hover:text-jade-700 dark:text-stone-50 dark:group-hover:text-jade-300">
                      {spot.name}
                    </span>
                    {spot.address && (
                      <span className="block truncate text-sm text-stone-600 dark:text-stone-400">
                        {spot.address}
                      </span>
                    )}
                    {when && (
                      <span data-stop-plan={when.state} className="mt-1 block text-sm">
                        <span className="text-stone-800 dark:text-stone-200">
                          {arriveLeaveText(when)}
                        </span>
                        {' · '}
                        <span className={`font-semibold ${ARRIVAL_CLASS[when.state]}`}>
                          {ARRIVAL_STATE_TEXT[when.state]}
                        </span>
                      </span>
                    )}
                    {/* With a chosen day the stop's state then is what counts, not its state now. */}
                    {!when && (
                      <OpenStateLabel
                        openDays={spot.openDays}
                        timeZone={spot.timeZone}
                        className="mt-1"
                      />
                    )}
                  </span>
                  {spot.timeSpent && (
                    <span className="hidden shrink-0 items-center gap-1 text-sm text-stone-600 sm:flex dark:text-stone-400">
                      <Clock aria-hidden="true" className="size-4" />
                      {spot.timeSpent}
                    </span>
                  )}
                  <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-stone-400" />
                </Link>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

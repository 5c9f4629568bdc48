import type { TripDetail } from '@sendero/contract';
import { useMemo } from 'react';
import {
  itemsOfDay,
  planDay,
  tripDatesText,
  DAY_PLAN_TEXT,
} from '../../../entities/trips/day-plan.ts';
import { TripDayMap } from './trip-day-map.tsx';
import { DaySection } from './day-section.tsx';
import { EventList } from './trip-event-row.tsx';
import { TripItemView } from './trip-item.tsx';

/**
 * A trip seen through its share link: its name, dates, and each day's places with their planned
 * times and states, and the day's map. Nothing to change: no moves, no drag, no settings.
 */
export function TripReadOnly({ trip }: { trip: TripDetail }) {
  const days = useMemo(
    () => Array.from({ length: trip.days }, (_, i) => planDay(trip, i + 1)),
    [trip],
  );
  const unscheduled = useMemo(() => itemsOfDay(trip, null), [trip]);
  return (
    <div>
      <h1 className="mt-4 font-display text-3xl font-bold text-stone-900 dark:text-stone-50">
        {trip.name}
      </h1>
      <p className="mt-1 text-stone-700 dark:text-stone-300">
        {trip.cityName} · {tripDatesText(trip.startDate, trip.days)}
      </p>

      {days.map((plan) => (
        <DaySection key={plan.day} trip={trip} plan={plan} idPrefix="shared-trip-day">
          <EventList trip={trip} entries={plan.events} />
          <ol className="mt-3 space-y-3">
            {plan.items.length === 0 && plan.events.length === 0 && (
              <li className="rounded-xl border border-dashed border-stone-300 p-3 text-sm text-stone-600 dark:border-slate-600 dark:text-stone-400">
                Nothing on this day yet.
              </li>
            )}
            {plan.items.map((item, index) => (
              <TripItemView
                key={item.id}
                item={item}
                index={index}
                timed={plan.schedule.stops[index] ?? null}
              />
            ))}
          </ol>
          <TripDayMap plan={plan} />
        </DaySection>
      ))}

      {unscheduled.length > 0 && (
        <section aria-labelledby="shared-trip-unscheduled" className="mt-10">
          <h2 id="shared-trip-unscheduled" className="font-display text-2xl font-bold">
            {DAY_PLAN_TEXT.unscheduled}
          </h2>
          <ol className="mt-3 space-y-3">
            {unscheduled.map((item, index) => (
              <TripItemView key={item.id} item={item} index={index} timed={null} />
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}

/**
 * The traveller's saved events (issue 34) that this trip could meet: in its destination, on one of
 * its days, and not on it yet. One button puts each on the first day it is on; the event then
 * shows with the trip's other events and leaves this list.
 */
import type { EventItem, TripDetail } from '@sendero/contract';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { FormMessage } from '../../../components/form-message.tsx';
import { DATES_VARY_TEXT, formatTime } from '../../../entities/events/event-dates.ts';
import { useSavedEvents } from '../../../entities/saved/api/use-saved-events.ts';
import { useAddToTrip } from '../../../entities/trips/api/trips.ts';
import { eventRunText, offeredDays } from '../../../entities/trips/dates.ts';
import { errorMessage } from '../../../lib/query-errors.ts';

export interface SavedEventForTrip {
  event: EventItem;
  /** The trip's days the event is on (1-based), the first first. */
  days: number[];
}

export function savedEventsForTrip(
  trip: Pick<TripDetail, 'cityId' | 'startDate' | 'days' | 'events'>,
  saved: readonly EventItem[],
): SavedEventForTrip[] {
  const onTrip = new Set(trip.events.map((entry) => entry.event.id));
  return saved.flatMap((event) => {
    if (event.cityId !== trip.cityId || onTrip.has(event.id)) return [];
    const days = offeredDays(trip.days, trip.startDate, event);
    return days.length > 0 ? [{ event, days }] : [];
  });
}

export function TripSavedEvents({ trip }: { trip: TripDetail }) {
  const headingId = useId();
  const { saved } = useSavedEvents();
  const add = useAddToTrip();
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const candidates = useMemo(() => savedEventsForTrip(trip, saved), [trip, saved]);

  if (candidates.length === 0 && !notice && !failure) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 print:hidden"
      data-testid="trip-saved-events"
    >
      <h2 id={headingId} className="font-display text-2xl font-bold">
        Saved events on these days
      </h2>
      <ul className="mt-3 flex flex-col gap-3">
        {candidates.map(({ event, days }) => (
          <li
            key={event.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-cream-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900"
          >
            <div className="min-w-0">
              <p className="font-semibold">{event.title}</p>
              <p className="text-sm text-stone-700 dark:text-stone-300">
                {eventRunText(event)} ·{' '}
                {event.datesVary ? DATES_VARY_TEXT : formatTime(event.startTime)} · {event.venue}
              </p>
            </div>
            <Button
              variant="secondary"
              aria-label={`Add to day ${days[0]}: ${event.title}`}
              disabled={add.isPending}
              onClick={() => {
                setFailure(null);
                setNotice('');
                add.mutate(
                  { tripId: trip.id, eventId: event.id, day: days[0]! },
                  {
                    onSuccess: () => setNotice(`Added ${event.title} to day ${days[0]}.`),
                    onError: (error) =>
                      setFailure(errorMessage(error, 'Could not add the event to the trip.')),
                  },
                );
              }}
            >
              Add to day {days[0]}
            </Button>
          </li>
        ))}
      </ul>
      <p role="status" aria-live="polite" className="mt-2 min-h-5 text-sm font-semibold">
        {notice}
      </p>
      {failure && <FormMessage kind="error">{failure}</FormMessage>}
    </section>
  );
}

import {
  paths,
  type EventItem,
  type PostDetail,
  type SpotSummary,
  type TourSummary,
} from '@sendero/contract';
import { CalendarDays } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../button-styles.ts';

export const MENTIONS_HEADING = 'Mentioned in this guide';

/**
 * The cards the rest of the site draws spots, tours and events with (bound to saved state, so
 * they come from entities/): the page that shows a guide hands them in.
 */
export interface MentionCards {
  Spot: ComponentType<{ spot: SpotSummary }>;
  Tour: ComponentType<{ tour: TourSummary }>;
  Event: ComponentType<{ event: EventItem; actions?: ReactNode }>;
}

/**
 * The spots, tours and events a guide links to, as cards at its end, so a reader can go on from
 * the guide; nothing when it names none.
 */
export function PostMentions({
  mentions,
  cards: { Spot, Tour, Event },
}: {
  mentions: PostDetail['mentions'];
  cards: MentionCards;
}) {
  const { spots, tours, events } = mentions;
  if (spots.length + tours.length + events.length === 0) return null;
  return (
    <section
      aria-labelledby="post-mentions"
      className="mt-12 border-t border-cream-200 pt-8 dark:border-slate-800"
    >
      <h2
        id="post-mentions"
        className="font-display text-2xl font-bold text-stone-900 dark:text-stone-50"
      >
        {MENTIONS_HEADING}
      </h2>
      {spots.length + tours.length > 0 && (
        <ul className="mt-5 grid gap-5 sm:grid-cols-2">
          {spots.map((spot) => (
            <li key={`spot-${spot.id}`}>
              <Spot spot={spot} />
            </li>
          ))}
          {tours.map((tour) => (
            <li key={`tour-${tour.id}`}>
              <Tour tour={tour} />
            </li>
          ))}
        </ul>
      )}
      {events.length > 0 && (
        <ul className="mt-5 space-y-5">
          {events.map((event) => (
            <li key={`event-${event.id}`}>
              <Event
                event={event}
                actions={
                  <Link
                    to={paths.events({ cityId: event.cityId, q: event.title })}
                    className={buttonClasses('secondary', 'px-3 py-1.5')}
                  >
                    <CalendarDays aria-hidden="true" className="size-4" />
                    See it on the events calendar
                    <span className="sr-only">: {event.title}</span>
                  </Link>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

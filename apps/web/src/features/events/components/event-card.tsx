import { Bookmark, BookmarkCheck, CalendarPlus, Route } from 'lucide-react';
import { requestAddToTrip } from '../../../lib/add-to-trip-request.ts';
import type { EventItem } from '@sendero/contract';
import {
  EventSummary,
  eventActionClasses,
} from '../../../entities/events/components/event-summary.tsx';
import { downloadEventIcs } from './event-ics.ts';

/** An event on the events page: its summary, with Save, Add to calendar and Add to trip. */
export function EventCard({
  event,
  saved,
  onToggleSaved,
  priority = false,
}: {
  event: EventItem;
  saved: boolean;
  onToggleSaved: (event: EventItem) => void;
  /** The first cards are above the fold: load their images eagerly. */
  priority?: boolean;
}) {
  return (
    <EventSummary
      event={event}
      priority={priority}
      titleAction={
        <button
          type="button"
          aria-pressed={saved}
          aria-label={`Save ${event.title}`}
          title={saved ? 'Remove from Saved' : 'Add to Saved'}
          onClick={() => onToggleSaved(event)}
          className={`shrink-0 rounded-full p-2 transition-colors ${
            saved
              ? 'bg-marigold-400 text-stone-900 hover:bg-marigold-300'
              : 'text-stone-600 hover:bg-cream-200 dark:text-stone-300 dark:hover:bg-slate-800'
          }`}
        >
          {saved ? (
            <BookmarkCheck aria-hidden="true" className="size-5" />
          ) : (
            <Bookmark aria-hidden="true" className="size-5" />
          )}
        </button>
      }
      actions={
        <>
          <button
            type="button"
            onClick={() => downloadEventIcs(event)}
            className={eventActionClasses}
          >
            <CalendarPlus aria-hidden="true" className="size-4" />
            Add to calendar
          </button>
          <button
            type="button"
            onClick={() =>
              requestAddToTrip({
                target: { eventId: event.id },
                cityId: event.cityId,
                cityName: event.city,
                name: event.title,
                dates: { date: event.date, endDate: event.endDate },
              })
            }
            className={eventActionClasses}
          >
            <Route aria-hidden="true" className="size-4" />
            Add to trip
            <span className="sr-only">: {event.title}</span>
          </button>
        </>
      }
    />
  );
}

import {
  Bookmark,
  BookmarkCheck,
  CalendarPlus,
  CalendarRange,
  Clock,
  ExternalLink,
  MapPin,
  Route,
} from 'lucide-react';
import { requestAddToTrip } from '../../../lib/add-to-trip-request.ts';
import type { EventItem } from '@sendero/contract';
import { SmartImage } from '../../../components/smart-image.tsx';
import { downloadEventIcs } from './event-ics.ts';
import { DATES_VARY_TEXT, formatDateRange } from '../../../entities/events/event-dates.ts';
import { formatTimeRange } from './event-rules.ts';

const actionClasses =
  'inline-flex items-center gap-1.5 rounded-full border border-cream-200 px-3 py-1.5 text-sm font-semibold text-stone-700 hover:border-jade-600 hover:text-jade-700 dark:border-slate-700 dark:text-stone-200 dark:hover:border-jade-400 dark:hover:text-jade-300';

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
  const titleId = `event-${event.id}-${event.date}-title`;
  const range = formatDateRange(event.date, event.endDate);
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col overflow-hidden rounded-2xl border border-cream-200 bg-white shadow-sm sm:flex-row dark:border-slate-800 dark:bg-slate-900"
    >
      <SmartImage
        src={event.coverUrl}
        alt={event.coverAlt ?? ''}
        width={320}
        height={240}
        priority={priority}
        className="aspect-[4/3] w-full shrink-0 object-cover sm:w-56"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4 sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <h3
            id={titleId}
            className="font-display text-xl font-bold text-stone-900 dark:text-stone-50"
          >
            {event.title}
          </h3>
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
        </div>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-600 dark:text-stone-300">
          {range && (
            <span className="inline-flex items-center gap-1 font-semibold text-terracotta-700 dark:text-terracotta-400">
              <CalendarRange aria-hidden="true" className="size-4" />
              <span data-testid="event-dates">{range}</span>
            </span>
          )}
          <span className="inline-flex items-center gap-1 font-semibold text-terracotta-700 dark:text-terracotta-400">
            <Clock aria-hidden="true" className="size-4" />
            {event.datesVary ? (
              // A date that moves has no exact time to promise.
              <span data-testid="event-dates-vary">{DATES_VARY_TEXT}</span>
            ) : (
              <span data-testid="event-time">
                {formatTimeRange(event.startTime, event.endTime)}
              </span>
            )}
          </span>
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4" />
            {event.venue} · {event.city}
          </span>
        </p>
        <p className="text-sm font-medium text-stone-800 dark:text-stone-200">{event.priceText}</p>
        <p className="line-clamp-4 text-sm leading-relaxed text-stone-600 dark:text-stone-400">
          {event.description}
        </p>
        {event.tags.length > 0 && (
          <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
            {event.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-jade-50 px-2.5 py-0.5 text-xs font-medium text-jade-800 dark:bg-slate-800 dark:text-jade-300"
              >
                #{tag}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <button type="button" onClick={() => downloadEventIcs(event)} className={actionClasses}>
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
            className={actionClasses}
          >
            <Route aria-hidden="true" className="size-4" />
            Add to trip
            <span className="sr-only">: {event.title}</span>
          </button>
          {event.link && (
            <a
              href={event.link}
              target="_blank"
              rel="noopener noreferrer"
              className={actionClasses}
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              Event website
              <span className="sr-only"> for {event.title} (opens in a new tab)</span>
            </a>
          )}
        </div>
      </div>
    </article>
  );
}

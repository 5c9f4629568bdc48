import { formatEventPrice, type EventItem } from '@sendero/contract';
import { CalendarRange, Clock, ExternalLink, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { SmartImage } from '../../../components/smart-image.tsx';
import { EventDescription } from './event-description.tsx';
import { DATES_VARY_TEXT, formatDateRange, formatTimeRange } from '../event-dates.ts';

export const eventActionClasses =
  'inline-flex items-center gap-1.5 rounded-full border border-cream-200 px-3 py-1.5 text-sm font-semibold text-stone-700 hover:border-jade-600 hover:text-jade-700 dark:border-slate-700 dark:text-stone-200 dark:hover:border-jade-400 dark:hover:text-jade-300';

/**
 * An event as travellers see it on the events page: picture, title, dates and time, venue,
 * price, description, tags and its website. The page's card adds what acts on the live event
 * (save, calendar, trip); the editors' preview of a draft shows it without them.
 */
export function EventSummary({
  event,
  priority = false,
  titleAction,
  actions,
}: {
  event: EventItem;
  /** The first cards are above the fold: load their images eagerly. */
  priority?: boolean;
  /** Beside the title (the card's Save). */
  titleAction?: ReactNode;
  /** Before the website's link (the card's calendar and trip buttons). */
  actions?: ReactNode;
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
          {titleAction}
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
        <p className="text-sm font-medium text-stone-800 dark:text-stone-200">
          {formatEventPrice(event)}
        </p>
        <EventDescription text={event.description} title={event.title} />
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
        {(actions || event.link) && (
          <div className="mt-auto flex flex-wrap gap-2 pt-2">
            {actions}
            {event.link && (
              <a
                href={event.link}
                target="_blank"
                rel="noopener noreferrer"
                className={eventActionClasses}
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                Event website
                <span className="sr-only"> for {event.title} (opens in a new tab)</span>
              </a>
            )}
          </div>
        )}
      </div>
    </article>
  );
}

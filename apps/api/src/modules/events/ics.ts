import {
  EVENTS_CALENDAR_NAME,
  EVENTS_FEED_REFRESH,
  buildCalendar,
  calendarEventOf,
} from '@sendero/contract';
import type { ListedEvent } from './service.ts';

/** The subscribable feed: the same events as the list, named after the city when filtered. */
export function buildEventsFeed(
  events: readonly ListedEvent[],
  options: { now: Date; cityName?: string | null },
): string {
  const name = options.cityName
    ? `${EVENTS_CALENDAR_NAME} · ${options.cityName}`
    : EVENTS_CALENDAR_NAME;
  return buildCalendar(
    events.map((event) => ({ ...calendarEventOf(event), lastModified: event.updatedAt })),
    { stamp: options.now, name, refreshInterval: EVENTS_FEED_REFRESH },
  );
}

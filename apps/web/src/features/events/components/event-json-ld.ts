import { calendarEventOf, eventEnd, type EventItem } from '@sendero/contract';

/** schema.org Event objects, so search engines can list the events. */
export function eventJsonLd(events: readonly EventItem[], origin: string) {
  return events.map((event) => ({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    ...datesOf(event),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.venue,
      address: event.address,
    },
    description: event.description,
    ...(event.coverUrl ? { image: new URL(event.coverUrl, origin).toString() } : {}),
    ...(event.link ? { url: event.link } : {}),
  }));
}

/**
 * Whole days for ranges (a daily time's span is its first and last day) and moving dates; else
 * local date-times, as in the calendar file.
 */
function datesOf(event: EventItem): { startDate: string; endDate?: string } {
  const entry = calendarEventOf(event);
  if (entry.allDay || entry.everyDay) return { startDate: event.date, endDate: event.endDate };
  const startDate = `${event.date}T${event.startTime.slice(0, 5)}`;
  if (!event.endTime) return { startDate };
  const end = eventEnd(event);
  return { startDate, endDate: `${end.date}T${end.time}` };
}

/** JSON for a <script> element: `<` escaped so no value can close the script early. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

import { eventEnd, type EventItem } from '@sendero/contract';

/** schema.org Event objects, so search engines can list the events. */
export function eventJsonLd(events: readonly EventItem[], origin: string) {
  return events.map((event) => ({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    startDate: `${event.date}T${event.startTime.slice(0, 5)}`,
    ...(event.endTime ? { endDate: endDateOf(event) } : {}),
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

function endDateOf(event: EventItem): string {
  const end = eventEnd(event);
  return `${end.date}T${end.time}`;
}

/** JSON for a <script> element: `<` escaped so no value can close the script early. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

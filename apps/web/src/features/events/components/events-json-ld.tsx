import type { EventItem } from '@sendero/contract';
import { eventJsonLd, serializeJsonLd } from './event-json-ld.ts';

/** JSON-LD for search engines: data, not script, so the CSP's script rules do not apply. */
export function EventsJsonLd({ events }: { events: readonly EventItem[] }) {
  if (events.length === 0) return null;
  const json = serializeJsonLd(eventJsonLd(events, window.location.origin));
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

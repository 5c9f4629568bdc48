import type { EventItem } from '@sendero/contract';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { eventJsonLd, serializeJsonLd } from './event-json-ld.ts';

/** JSON-LD for search engines: data, not script, so the CSP's script rules do not apply. */
export function EventsJsonLd({ events }: { events: readonly EventItem[] }) {
  // Its URLs need the page's origin, which only the browser knows.
  const hydrated = useHydrated();
  if (!hydrated || events.length === 0) return null;
  const json = serializeJsonLd(eventJsonLd(events, window.location.origin));
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

import type { EventItem } from '@sendero/contract';
import { EventSummary } from '../../../../entities/events/components/event-summary.tsx';

/**
 * An event's draft as travellers will see it on the events page, drawn by the page's own card
 * from the answer GET /api/events would give once it is published, at the run it would show.
 * The card's actions (save, calendar, trip) are left out: they act on the live event.
 */
export function EventPreview({ event }: { event: EventItem }) {
  return <EventSummary event={event} priority />;
}

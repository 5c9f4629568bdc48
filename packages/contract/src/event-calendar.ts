/**
 * One event as a calendar entry (content spec §2 Events: "Calendar export"), apart from the event
 * schemas in events.ts: the events page's download needs it, and importing it from a module that
 * builds zod schemas brought zod (about 85 KB) into that page's code.
 */
import type { EventItem } from './events.ts';
import { eventUid, type CalendarEvent } from './ical.ts';
import { formatEventPrice } from './prices.ts';

/** One event as a calendar entry: the same VEVENT in the feed and in the page's download. */
export function calendarEventOf(event: EventItem): CalendarEvent {
  return {
    uid: eventUid(event.slug, event.date),
    date: event.date,
    endDate: event.endDate,
    startTime: event.startTime,
    endTime: event.endTime,
    timeZone: event.timeZone,
    // Whole days for moving dates, which have no exact time; a range with a time has it daily
    // (decision 0014).
    allDay: event.datesVary,
    everyDay: !event.datesVary && event.endDate !== event.date,
    summary: event.title,
    location: `${event.venue}, ${event.address}`,
    description: [event.description, formatEventPrice(event)].filter(Boolean).join('\n\n'),
    url: event.link,
  };
}

/**
 * Events rules (content spec §5): city, text and all-tags filters; upcoming only by default, where
 * an event under way counts as upcoming (issue 15); yearly events at their current or next
 * occurrence; sorted by first day, then start time.
 */
import type { EventItem, EventListQuery } from '@sendero/contract';
import { currentOccurrence, todayIn, type Occurrence } from '@sendero/content';
import { listEventCandidates, type Database, type EventCandidate } from '@sendero/db';
import { badRequest } from '../../lib/http-errors.ts';

const hhmm = (time: string | null) => (time ? time.slice(0, 5) : null);

export interface ListedEvent extends EventItem {
  updatedAt: Date;
}

/**
 * One event as GET /api/events serves it, at the given occurrence; an editor's preview of an
 * event draft is made by this too.
 */
export function toEventItem(
  row: Omit<EventCandidate, 'updatedAt'>,
  occurrence: Occurrence,
): EventItem {
  return {
    id: row.id,
    slug: row.slug,
    cityId: row.cityId,
    city: row.cityName || 'Unknown',
    title: row.title,
    venue: row.venue,
    address: row.address,
    date: occurrence.start,
    endDate: occurrence.end,
    datesVary: row.datesVary,
    timeZone: row.timeZone,
    startTime: hhmm(row.startTime) ?? '00:00',
    endTime: hhmm(row.endTime),
    priceText: row.priceText,
    priceUnit: row.priceUnit,
    description: row.description,
    link: row.link,
    tags: row.tags,
    coverUrl: row.coverUrl,
    coverAlt: row.coverAlt,
    recursYearly: row.recursYearly,
  };
}

export async function listEvents(
  db: Database,
  /** `slugs`: only these events (those a guide names). */
  query: EventListQuery & { slugs?: readonly string[] },
  now: Date,
): Promise<ListedEvent[]> {
  const from = query.dateFrom ?? todayIn(now);
  const to = query.dateTo;
  if (to && to < from) {
    throw badRequest(
      query.dateFrom
        ? 'dateTo: must not be before dateFrom.'
        : 'dateTo: must not be in the past; pass dateFrom to list past events.',
      'dateTo',
    );
  }
  const rows = await listEventCandidates(db, {
    cityId: query.cityId,
    q: query.q,
    tags: query.tags?.map((tag) => tag.toLowerCase()),
    slugs: query.slugs,
    from,
    to,
  });
  const listed: ListedEvent[] = [];
  for (const row of rows) {
    const occurrence = currentOccurrence(row.startsOn, row.endsOn, row.recursYearly, from);
    // Overlapping the window is enough: a festival that began before `from` is still on.
    if (occurrence.end < from || (to && occurrence.start > to)) continue;
    listed.push({ ...toEventItem(row, occurrence), updatedAt: row.updatedAt });
  }
  // Moving yearly events to their next date reorders them: sort after computing occurrences.
  return listed.sort(
    (a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime) || a.id - b.id,
  );
}

import { and, asc, eq, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../open.ts';
import { cities, events } from '../schema/index.ts';

export interface EventFilter {
  cityId?: number | undefined;
  /** Matched case- and accent-insensitively against title, venue and description. */
  q?: string | undefined;
  /** Every one must be on the event. */
  tags?: readonly string[] | undefined;
  /** Only these events (the ones a guide names; events_slug_key). */
  slugs?: readonly string[] | undefined;
  /**
   * Date window the caller will apply to each occurrence (an event overlapping it is in). Only
   * one-off events can be ruled out here by their stored dates; a yearly event's occurrence is
   * computed by the caller.
   */
  from: string;
  to?: string | undefined;
}

/** An event as listings read it: with its city's name and time zone (joined by the caller). */
export const eventCandidateColumns = {
  id: events.id,
  slug: events.slug,
  cityId: events.cityId,
  cityName: cities.name,
  title: events.title,
  venue: events.venue,
  address: events.address,
  startsOn: events.startsOn,
  endsOn: events.endsOn,
  startTime: events.startTime,
  endTime: events.endTime,
  priceText: events.priceText,
  priceUnit: events.priceUnit,
  description: events.description,
  link: events.link,
  tags: events.tags,
  coverUrl: events.coverUrl,
  coverAlt: events.coverAlt,
  recursYearly: events.recursYearly,
  datesVary: events.datesVary,
  timeZone: cities.timeZone,
  updatedAt: events.updatedAt,
};

function folded(column: SQLWrapper) {
  return sql`sendero_unaccent(lower(${column}))`;
}

/**
 * Candidate events for a listing, with their city's name and time zone. Served by
 * events_city_starts_idx (city), events_tags_idx (tags, GIN containment) and events_ends_idx /
 * events_starts_idx (one-off dates).
 */
export function listEventCandidates(db: Database, filter: EventFilter) {
  const conditions: (SQL | undefined)[] = [
    // Still under way on `from` counts: ends_on, not starts_on (events_ends_idx).
    or(eq(events.recursYearly, true), sql`${events.endsOn} >= ${filter.from}`),
  ];
  if (filter.to) {
    conditions.push(or(eq(events.recursYearly, true), sql`${events.startsOn} <= ${filter.to}`));
  }
  if (filter.cityId !== undefined) conditions.push(eq(events.cityId, filter.cityId));
  if (filter.slugs) conditions.push(inArray(events.slug, [...filter.slugs]));
  if (filter.tags && filter.tags.length > 0) {
    const wanted = sql.join(
      filter.tags.map((tag) => sql`${tag}`),
      sql`, `,
    );
    conditions.push(sql`${events.tags} @> array[${wanted}]::text[]`);
  }
  const q = filter.q?.trim();
  if (q) {
    // strpos, not LIKE: the visitor's % and _ are plain characters.
    const needle = sql`sendero_unaccent(lower(${q}))`;
    conditions.push(
      or(
        sql`strpos(${folded(events.title)}, ${needle}) > 0`,
        sql`strpos(${folded(events.venue)}, ${needle}) > 0`,
        sql`strpos(${folded(events.description)}, ${needle}) > 0`,
      ),
    );
  }
  return db
    .select(eventCandidateColumns)
    .from(events)
    .innerJoin(cities, eq(cities.id, events.cityId))
    .where(and(...conditions))
    .orderBy(asc(events.startsOn), asc(events.startTime), asc(events.id));
}

export type EventCandidate = Awaited<ReturnType<typeof listEventCandidates>>[number];

/** The city's name, or null when there is no such city (the feed's title). */
export async function getCityName(db: Database, cityId: number): Promise<string | null> {
  const rows = await db
    .select({ name: cities.name })
    .from(cities)
    .where(eq(cities.id, cityId))
    .limit(1);
  return rows[0]?.name ?? null;
}

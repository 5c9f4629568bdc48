/**
 * Trips (issue 31, decision 0033): a traveller's days in one destination. Owned by one account and
 * deleted with it. How each day starts is a small JSON list on the trip (it is read and written
 * with the trip, never queried on its own); the places are rows of their own.
 */
import { sql } from 'drizzle-orm';
import type { TripDayStart } from '@sendero/contract';
import {
  boolean,
  check,
  uniqueIndex,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { cities, events, spots, tours } from './content.ts';

export const trips = pgTable(
  'trips',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    dayCount: smallint('day_count').notNull(),
    dayStarts: jsonb('day_starts').$type<TripDayStart[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trips_user_idx').on(t.userId, t.updatedAt),
    check('trips_day_count_check', sql`${t.dayCount} between 1 and 14`),
  ],
);

export const tripItems = pgTable(
  'trip_items',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    spotId: integer('spot_id')
      .notNull()
      .references(() => spots.id, { onDelete: 'cascade' }),
    fromTourId: integer('from_tour_id').references(() => tours.id, { onDelete: 'set null' }),
    /** 1-based day, or null while the place is not yet on a day. */
    day: smallint('day'),
    position: integer('position').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the traveller last placed it (added, moved, pinned), or the trip's days took it off its
     * day: a change made offline loses to a later one (decision 0034).
     */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trip_items_trip_idx').on(t.tripId, t.day, t.position),
    index('trip_items_spot_idx').on(t.spotId),
  ],
);

/**
 * An event on a trip: pinned to its dates, not ordered among the places. On a day (one of the
 * event's dates, unless the trip's dates moved since: the page then says so) or, while not yet
 * on one, without a day. The same event may be on several days of a festival.
 */
export const tripEvents = pgTable(
  'trip_events',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    day: smallint('day'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trip_events_trip_idx').on(t.tripId, t.day),
    index('trip_events_event_idx').on(t.eventId),
  ],
);

/**
 * A trip's read-only share link: only the SHA-256 of its token is kept, so the database never holds
 * a working link. One per trip; revoking deletes it, sharing again makes a new one.
 */
export const tripShares = pgTable(
  'trip_shares',
  {
    tripId: integer('trip_id')
      .primaryKey()
      .references(() => trips.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('trip_shares_token_hash_key').on(t.tokenHash)],
);

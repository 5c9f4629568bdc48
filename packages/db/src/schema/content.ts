/** Public content: cities, spots, tours with ordered stops, guide posts and events. */
import { sql } from 'drizzle-orm';
import { PRICE_UNITS, type PriceUnit, type WeekdayCode } from '@sendero/contract';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export interface CityInfoSection {
  sectionKey: string;
  title: string;
  description: string;
  topics: { topicKey: string; title: string; description: string; tips: { tipText: string }[] }[];
}

export interface ImageRef {
  fileUrl: string;
  alt: string;
  credit?: string;
}

/** ('free', 'per-person', …) for the price-unit checks: the contract's list, written once. */
const PRICE_UNIT_LIST = sql.raw(`(${PRICE_UNITS.map((unit) => `'${unit}'`).join(', ')})`);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    region: text('region'),
    description: text('description').notNull(),
    mainImageUrl: text('main_image_url').notNull(),
    mainImageAlt: text('main_image_alt').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    rank: integer('rank').notNull().default(100),
    /** IANA zone of the city's clocks: calendar files pin event times to it (TZID). */
    timeZone: text('time_zone').notNull().default('America/Mexico_City'),
    info: jsonb('info').$type<CityInfoSection[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [uniqueIndex('cities_slug_key').on(t.slug), index('cities_rank_idx').on(t.rank, t.id)],
);

export const spots = pgTable(
  'spots',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** Typical spend in US dollars; 0 is free. */
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }),
    /** What the price is for ("per boat per hour"); null with an unknown price. */
    priceUnit: text('price_unit').$type<PriceUnit>(),
    priceNote: text('price_note'),
    /** A typical visit in minutes (the API's timeSpent text is made from it). */
    visitMinutes: integer('visit_minutes').notNull(),
    category: text('category').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** OpenStreetMap opening_hours value in the city's clock; null when not known. */
    openingHours: text('opening_hours'),
    hoursNote: text('hours_note'),
    factsCheckedOn: date('facts_checked_on', { mode: 'string' }).notNull(),
    website: text('website'),
    images: jsonb('images').$type<ImageRef[]>().notNull().default([]),
    rank: integer('rank').notNull().default(100),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('spots_city_slug_key').on(t.cityId, t.slug),
    index('spots_city_rank_idx').on(t.cityId, t.rank, t.id),
    index('spots_rank_idx').on(t.rank, t.id),
    index('spots_tags_idx').using('gin', t.tags),
    check('spots_price_unit_check', sql`${t.priceUnit} in ${PRICE_UNIT_LIST}`),
  ],
);

export const tours = pgTable(
  'tours',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Typical spend in US dollars; null shows as "Varies". */
    cost: numeric('cost', { precision: 10, scale: 2, mode: 'number' }),
    /** What the cost is for ("per person"); null with no cost. */
    costUnit: text('cost_unit').$type<PriceUnit>(),
    /** The stops' visits and the travel between them, worked out at import. */
    durationMinutes: integer('duration_minutes').notNull(),
    /** The suggested start (local "HH:MM") and the weekdays ("Tu") and months (1–12) it works. */
    startTime: text('start_time').notNull(),
    days: text('days').array().$type<WeekdayCode[]>().notNull(),
    months: smallint('months').array(),
    category: text('category').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    coverImageUrl: text('cover_image_url').notNull(),
    coverImageAlt: text('cover_image_alt').notNull(),
    rank: integer('rank').notNull().default(100),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('tours_slug_key').on(t.slug),
    index('tours_city_rank_idx').on(t.cityId, t.rank, t.id),
    index('tours_rank_idx').on(t.rank, t.id),
    index('tours_category_idx').on(t.category),
    index('tours_tags_idx').using('gin', t.tags),
    check('tours_cost_unit_check', sql`${t.costUnit} in ${PRICE_UNIT_LIST}`),
  ],
);

export const tourStops = pgTable(
  'tour_stops',
  {
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    spotId: integer('spot_id')
      .notNull()
      .references(() => spots.id, { onDelete: 'cascade' }),
    orderIndex: integer('order_index').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tourId, t.orderIndex] }),
    index('tour_stops_spot_idx').on(t.spotId),
  ],
);

export const cityPosts = pgTable(
  'city_posts',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    type: text('type').notNull().default('Guide'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    coverImageUrl: text('cover_image_url'),
    coverImageAlt: text('cover_image_alt'),
    author: text('author').notNull(),
    readTime: integer('read_time').notNull(),
    published: boolean('published').notNull().default(true),
    rank: integer('rank').notNull().default(100),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('city_posts_city_slug_key').on(t.cityId, t.slug),
    index('city_posts_city_rank_idx').on(t.cityId, t.published, t.rank, t.id),
  ],
);

export const postSections = pgTable(
  'post_sections',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => cityPosts.id, { onDelete: 'cascade' }),
    sortIndex: integer('sort_index').notNull(),
    /** warning | tip | text */
    kind: text('kind').notNull().default('text'),
    heading: text('heading'),
    bodyMd: text('body_md').notNull(),
  },
  (t) => [uniqueIndex('post_sections_post_sort_key').on(t.postId, t.sortIndex)],
);

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    venue: text('venue').notNull(),
    address: text('address').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    /** The last day, inclusive: equal to starts_on for a one-day event. */
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time'),
    priceText: text('price_text').notNull(),
    /** What price_text's amounts are for; 'free' when nothing costs. */
    priceUnit: text('price_unit').$type<PriceUnit>().notNull(),
    description: text('description').notNull(),
    link: text('link'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    coverUrl: text('cover_url'),
    coverAlt: text('cover_alt'),
    /** An annual festival is served at its next occurrence (same month and day). */
    recursYearly: boolean('recurs_yearly').notNull().default(false),
    /** The dates move from year to year: shown as such, without an exact time. */
    datesVary: boolean('dates_vary').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('events_slug_key').on(t.slug),
    index('events_ends_idx').on(t.endsOn),
    index('events_city_starts_idx').on(t.cityId, t.startsOn),
    index('events_starts_idx').on(t.startsOn),
    index('events_tags_idx').using('gin', t.tags),
    check('events_price_unit_check', sql`${t.priceUnit} in ${PRICE_UNIT_LIST}`),
  ],
);

/**
 * Events calendar (content spec §2 Events, §3 Event, §5 events filters, §7 GET /api/events).
 */
import { z } from 'zod';
import { maxCharacters, text } from './text.ts';
import { entityId } from './ids.ts';
import { PRICE_UNITS } from './prices.ts';
import { SAVED_EVENTS_MAX } from './saved-rules.ts';

export const EVENT_SEARCH_MAX_LENGTH = 200;
export const EVENT_TAG_MAX_LENGTH = 40;
export const EVENT_MAX_TAG_FILTERS = 12;

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date as YYYY-MM-DD.')
  .refine(isRealDate, 'Must be a real calendar date (YYYY-MM-DD).');

const eventTag = text()
  .trim()
  .min(1)
  .check(...maxCharacters(EVENT_TAG_MAX_LENGTH));

/** `tags=a&tags=b` arrives as an array, a single `tags=a` as a string: both become a list. */
const tagList = z
  .union([eventTag, z.array(eventTag).max(EVENT_MAX_TAG_FILTERS)])
  .transform((value) => (Array.isArray(value) ? value : [value]));

export const eventListQuery = z.object({
  cityId: entityId.optional(),
  q: text()
    .trim()
    .check(...maxCharacters(EVENT_SEARCH_MAX_LENGTH))
    .optional(),
  tags: tagList.optional(),
  /**
   * Inclusive: events that end on or after it (so ones under way are listed); defaults to today.
   */
  dateFrom: isoDate.optional(),
  /** Inclusive: events that start on or before it. */
  dateTo: isoDate.optional(),
});
export type EventListQuery = z.infer<typeof eventListQuery>;

export const eventItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  cityId: z.number().int(),
  /** The city's name ('Unknown' when it has none). */
  city: z.string(),
  title: z.string(),
  venue: z.string(),
  address: z.string(),
  /** YYYY-MM-DD: the first day of the occurrence (under way or next, for yearly events). */
  date: z.string(),
  /** YYYY-MM-DD: its last day, inclusive; equal to date for a one-day event. */
  endDate: z.string(),
  /** The dates move from year to year: say so, and show no exact time. */
  datesVary: z.boolean(),
  /** IANA zone of the city, for the times in calendar files (TZID). */
  timeZone: z.string(),
  /** HH:MM */
  startTime: z.string(),
  /** HH:MM or null. */
  endTime: z.string().nullable(),
  priceText: z.string(),
  /** What the amounts in priceText are for; 'free' when nothing costs. */
  priceUnit: z.enum(PRICE_UNITS),
  description: z.string(),
  link: z.string().nullable(),
  tags: z.array(z.string()),
  coverUrl: z.string().nullable(),
  coverAlt: z.string().nullable(),
  recursYearly: z.boolean(),
});
export type EventItem = z.infer<typeof eventItem>;

/** Name of the subscribable feed; a city filter adds the city's name. */
export const EVENTS_CALENDAR_NAME = 'Sendero events';
/** How often calendar apps should poll the feed. */
export const EVENTS_FEED_REFRESH = 'PT6H';

/**
 * Events saved on a device before signing in, moved to the account (POST /api/saved-events): ids
 * of events that no longer exist are skipped.
 */
export const savedEventIdsBody = z.object({
  eventIds: z.array(entityId).min(1).max(SAVED_EVENTS_MAX),
});
export type SavedEventIdsBody = z.infer<typeof savedEventIdsBody>;

/**
 * Public content shapes (content spec §3, architecture §4). The API validates its responses
 * against these schemas and the web app imports the inferred types: one definition for both.
 */
import { z } from 'zod';
import { text } from './text.ts';
import { citySummary } from './cities.ts';
import { entityId } from './ids.ts';
import { eventItem } from './events.ts';
import { MAX_ID } from './entity-id.ts';
import { clockTime, localDateTime, spotHoursFields, WEEKDAY_CODES } from './hours.ts';
import { MAX_PAGE_SIZE, POST_SLUG_PATTERN, SPOT_SORTS, TOUR_SORTS } from './content-rules.ts';
import { PRICE_UNITS } from './prices.ts';

/** What a price is for (prices.ts); null with an unknown price. */
export const priceUnit = z.enum(PRICE_UNITS);

export const imageRef = z.object({
  fileUrl: z.string(),
  alt: z.string(),
  credit: z.string().optional(),
});
export type ImageRef = z.infer<typeof imageRef>;

export const cityRef = z.object({ id: z.number().int(), name: z.string() });

const positiveInt = z.coerce.number().int().positive().max(MAX_ID);

/**
 * Query of every tour/spot list: `limit` is the client's name for the page size (`size` wins when
 * both are sent; default 20). Without `sort`, /api/tours and the city lists use the curated order
 * and the /popular calls use `popular` (favourites + bookmarks, then the curated order).
 */
export const listQuery = z.object({
  cityId: entityId.optional(),
  limit: positiveInt.max(MAX_PAGE_SIZE).optional(),
  page: z.coerce.number().int().min(0).max(MAX_ID).optional(),
  size: positiveInt.max(MAX_PAGE_SIZE).optional(),
});
export const tourListQuery = listQuery.extend({
  sort: z.enum(TOUR_SORTS).optional(),
  category: text().trim().min(1).max(60).optional(),
});
export const spotListQuery = listQuery.extend({
  sort: z.enum(SPOT_SORTS).optional(),
  /** Only the spots open at this instant (ISO 8601 with an offset), in each spot's own zone. */
  openAt: z.iso.datetime({ offset: true }).optional(),
  /**
   * Only the spots open at this local date and time on each spot's own clock: 10:00 is 10:00 in
   * Cancún and in Oaxaca, an hour apart. Not together with `openAt`.
   */
  openOn: localDateTime.optional(),
});

export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    /** Zero-based, like the favourites calls of the specification. */
    page: z.number().int(),
    size: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
  });
}
export interface Paged<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

export const cityInfo = z.object({
  sections: z.array(
    z.object({
      sectionKey: z.string(),
      title: z.string(),
      description: z.string(),
      topics: z.array(
        z.object({
          topicKey: z.string(),
          title: z.string(),
          description: z.string(),
          tips: z.array(z.object({ tipText: z.string() })),
        }),
      ),
    }),
  ),
});
export type CityInfo = z.infer<typeof cityInfo>;

/** GET /api/cities/{id}: the summary plus how much content the city has. */
export const cityDetail = citySummary.extend({
  tourCount: z.number().int(),
  spotCount: z.number().int(),
  postCount: z.number().int(),
});
export type CityDetail = z.infer<typeof cityDetail>;

export const spotSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  address: z.string(),
  coordinates: z.object({ lat: z.number(), lng: z.number() }),
  /** US dollars; 0 is free; null unknown. */
  price: z.number().nullable(),
  priceUnit: priceUnit.nullable(),
  priceNote: z.string().nullable(),
  /** The typical visit in words ("2 hours"), made from visitMinutes. */
  timeSpent: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  ...spotHoursFields,
  website: z.string().nullable(),
  media: z.array(imageRef),
  cityId: z.number().int(),
  cityName: z.string(),
  city: cityRef,
  /** Present when the caller sent a bearer token (bookmarks issue). */
  favorited: z.boolean().optional(),
  bookmarked: z.boolean().optional(),
});
export type SpotSummary = z.infer<typeof spotSummary>;

export const tourSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  /** US dollars; null shows as "Varies". */
  cost: z.number().nullable(),
  /** What the cost is for ("per person"); null with no cost. */
  costUnit: priceUnit.nullable(),
  /** The stops' visits and the travel between them in words ("About 4 hours 30 minutes"). */
  duration: z.string(),
  durationMinutes: z.number().int(),
  /** The suggested start, local "HH:MM", and the weekdays (and months, if seasonal) it works. */
  startTime: clockTime,
  days: z.array(z.enum(WEEKDAY_CODES)),
  months: z.array(z.number().int()).nullable(),
  /** The IANA zone of the tour's city: its start time and days are that city's. */
  timeZone: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  coverImageUrl: z.string(),
  coverImageAlt: z.string(),
  stopCount: z.number().int(),
  cityId: z.number().int(),
  cityName: z.string(),
  city: cityRef,
  favorited: z.boolean().optional(),
  bookmarked: z.boolean().optional(),
});
export type TourSummary = z.infer<typeof tourSummary>;

/** GET /api/tours/{id}: the tour with its stops in order. */
export const tourDetail = tourSummary.extend({
  spots: z.array(z.object({ orderIndex: z.number().int(), spot: spotSummary })),
});
export type TourDetail = z.infer<typeof tourDetail>;

export const postSummary = z.object({
  id: z.number().int(),
  cityId: z.number().int(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
  type: z.string(),
  /** One comma-separated string, as the specification's client expects. */
  tags: z.string(),
  coverImageUrl: z.string().nullable(),
  coverImageAlt: z.string().nullable(),
  author: z.string(),
  readTime: z.number().int(),
  published: z.boolean(),
});
export type PostSummary = z.infer<typeof postSummary>;

export const postSection = z.object({
  id: z.number().int(),
  sortIndex: z.number().int(),
  kind: z.string(),
  heading: z.string().nullable(),
  bodyMd: z.string(),
});
/**
 * What a guide links to (its `spot:`, `tour:` and `event:` references), each once, in the order the
 * guide first names them: the "Mentioned in this guide" cards at its end.
 */
export const postMentions = z.object({
  spots: z.array(spotSummary),
  tours: z.array(tourSummary),
  events: z.array(eventItem),
});
export type PostMentions = z.infer<typeof postMentions>;
/** A post as served: its sections' references are the site's URLs by now. */
export const postDetail = postSummary.extend({
  sections: z.array(postSection),
  mentions: postMentions,
});
export type PostDetail = z.infer<typeof postDetail>;

export const postListQuery = z.object({
  cityId: entityId,
  publishedOnly: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v !== 'false'),
});

export const postSlugParams = z.object({
  cityId: entityId,
  slug: z.string().min(1).max(120).regex(POST_SLUG_PATTERN, 'Must be letters, digits and hyphens.'),
});

/** Section keys of a tour card's interest browsing on /exp. */
export const tourCategoryCount = z.object({ category: z.string(), count: z.number().int() });
export type TourCategoryCount = z.infer<typeof tourCategoryCount>;

/** GET /api/tours/categories: across México, or one city's tours. */
export const tourCategoryQuery = z.object({ cityId: entityId.optional() });

/**
 * The dataset format. Every file in `packages/content/data` is validated against these schemas
 * before anything touches the database, so a bad file fails the import with its path and field.
 *
 * Layout (one folder per city, keyed by the city's slug):
 *   data/cities/<city>/city.yaml          CitySource
 *   data/cities/<city>/spots.yaml         SpotSource[]
 *   data/cities/<city>/tours.yaml         TourSource[]   (stops name spot slugs of the same city)
 *   data/cities/<city>/events.yaml        EventSource[]
 *   data/cities/<city>/posts/<slug>.md    front matter PostFrontMatter + markdown body
 *   data/hero.yaml                        HeroSlideSource[] (the home page's 8 slides)
 *   images/<any path>.svg|webp|png|jpg    referenced by `file` below, served at /media/<path>
 */
import { z } from 'zod';
import {
  isUploadedFile,
  maxCharacters,
  PRICE_UNITS,
  UPLOADS_FOLDER,
  WEEKDAY_CODES,
} from '@sendero/contract';
import { openingHoursProblem } from '@sendero/hours';
import { daysBetween } from './recurrence.ts';

/** A slug: a file's or an entry's name in the dataset, and part of readable links. */
export const slug = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters, digits and single hyphens');

/** Required text of at most `max` characters as a person counts them (as the editors' forms do). */
const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .check(...maxCharacters(max));

/**
 * An editor's uploaded picture is named `uploads/<sha-256 of the stored bytes>.webp|svg`. Its
 * bytes live in DATA_DIR or the S3 bucket, never in images/ (decision 0044), and are served at
 * /media/uploads/… like the shipped artwork's paths.
 */
const UPLOADED_FILE = new RegExp(`^${UPLOADS_FOLDER}/[0-9a-f]{64}\\.(webp|svg)$`);

/**
 * An image shipped in packages/content/images (`file` relative to that folder), or an editor's
 * upload (`uploads/…`).
 */
export const imageSource = z.strictObject({
  file: z
    .string()
    .regex(/^[a-z0-9][a-z0-9/_-]*\.(svg|webp|png|jpg)$/, 'must be a relative path to an image file')
    .refine(
      (file) => !isUploadedFile(file) || UPLOADED_FILE.test(file),
      'must name an uploaded picture as uploads/<64 hex digits>.webp or .svg',
    ),
  alt: text(300),
  credit: z
    .string()
    .trim()
    .check(...maxCharacters(200))
    .optional(),
});

const latitude = z.number().min(14).max(33); // México spans roughly 14.5°N to 32.7°N
const longitude = z.number().min(-119).max(-86); // and 86.7°W to 118.4°W

const tip = text(600);
const topic = z.strictObject({
  key: slug,
  title: text(120),
  description: z
    .string()
    .trim()
    .check(...maxCharacters(1200))
    .default(''),
  tips: z.array(tip).default([]),
});
const infoSection = z.strictObject({
  key: slug,
  title: text(120),
  description: z
    .string()
    .trim()
    .check(...maxCharacters(1200))
    .default(''),
  topics: z.array(topic).default([]),
});

/** An IANA zone ("America/Cancun"): the wall clock of the city's events in calendar files. */
const timeZone = z
  .string()
  .regex(
    /^America\/[A-Za-z_]+$/,
    'must be an IANA time zone of the Americas, e.g. America/Mexico_City',
  )
  .refine(isKnownTimeZone, 'is not a time zone this runtime knows');

function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const citySource = z.strictObject({
  /** Stable id: it appears in URLs, and 4 is México, the country-level entry. */
  id: z.number().int().positive(),
  slug,
  name: text(120),
  /** State or region, shown under the name ("Oaxaca", "Quintana Roo"). */
  region: z
    .string()
    .trim()
    .check(...maxCharacters(120))
    .optional(),
  description: text(2000),
  image: imageSource,
  lat: latitude,
  lng: longitude,
  /** Curated order: lower comes first. */
  rank: z.number().int().min(0).default(100),
  /** Where the city's clocks are: Cancún and Tulum America/Cancun, La Paz America/Mazatlan… */
  timeZone,
  info: z.array(infoSection).default([]),
});

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM (24-hour)');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD');

/** Prices are US dollars; 0 means free. Text like "MXN 95" belongs in priceNote. */
const usd = z.number().min(0).max(10000);

/** What a price is for ("per boat per hour"): every price has one (issue 34). */
const priceUnit = z.enum(PRICE_UNITS);

/**
 * A price and its unit agree: 'free' goes with 0 and only with 0, and an absent price (a tour's
 * "Varies") has no unit either.
 */
function checkPriceUnit(
  ctx: z.core.$RefinementCtx,
  fields: { amount: string; unit: string },
  amount: number | undefined,
  unit: string | undefined,
) {
  const problem =
    amount === undefined
      ? unit === undefined
        ? null
        : `must be left out when there is no ${fields.amount}`
      : unit === undefined
        ? `is required with a ${fields.amount}`
        : (amount === 0) !== (unit === 'free')
          ? `must be 'free' when the ${fields.amount} is 0, and only then`
          : null;
  if (problem) ctx.addIssue({ code: 'custom', path: [fields.unit], message: problem });
}

/**
 * The closed list of event tags (issue 34): what an event is, few enough to scan in the events
 * filter. No months or seasons (the dates say when) and no price ('free' is the price's unit).
 */
export const EVENT_TAGS = [
  'archaeology',
  'art',
  'books',
  'carnival',
  'dance',
  'day-of-the-dead',
  'family',
  'festival',
  'fiesta',
  'film',
  'fireworks',
  'food-and-drink',
  'history',
  'independence',
  'lgbtq',
  'maya',
  'music',
  'nightlife',
  'parade',
  'religious',
  'theatre',
  'wildlife',
] as const;
export type EventTag = (typeof EVENT_TAGS)[number];

/** A string, so a live event's old tags still reach the editor's form, which then refuses them. */
const eventTag = text(40).refine((tag) => (EVENT_TAGS as readonly string[]).includes(tag), {
  message: `must be one of the event tags: ${EVENT_TAGS.join(', ')}`,
});

export const spotSource = z
  .strictObject({
    slug,
    name: text(160),
    description: text(4000),
    address: text(300),
    lat: latitude,
    lng: longitude,
    price: usd,
    /** What the price is for: 'free' with 0, else 'per-person', 'per-boat-per-hour'… */
    priceUnit,
    priceNote: z
      .string()
      .trim()
      .check(...maxCharacters(200))
      .optional(),
    category: text(60),
    tags: z.array(text(40)).min(1).max(12),
    /**
     * OpenStreetMap `opening_hours` syntax in the place's own clock ("Tu-Su 10:00-18:00; Mo off;
     * PH off"), "24/7", or "unknown" when the hours really are not known (decision 0031).
     */
    openingHours: text(200).superRefine((value, ctx) => {
      const problem = openingHoursProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    /** What the syntax cannot say: "Last entry 17:00", "Closed to visitors during Mass". */
    hoursNote: text(160).optional(),
    /** A typical visit on site, in minutes. */
    visitMinutes: z.number().int().min(10).max(720),
    /** When the hours and price were last checked against a source SOURCES.md names. */
    factsCheckedOn: isoDate,
    website: z.url({ protocol: /^https$/ }).optional(),
    image: imageSource,
    rank: z.number().int().min(0).default(100),
  })
  .superRefine((spot, ctx) =>
    checkPriceUnit(ctx, { amount: 'price', unit: 'priceUnit' }, spot.price, spot.priceUnit),
  );

export const tourSource = z
  .strictObject({
    slug,
    title: text(160),
    description: text(4000),
    /** Theme: food, history, art, nature, nightlife, markets, day-trip, architecture, culture… */
    category: text(60),
    cost: usd.optional(),
    /** What the cost is for, with the cost: a tour's is what one traveller spends, 'per-person'. */
    costUnit: priceUnit.optional(),
    /** The suggested start, local time; the length comes from the stops' visits and the travel. */
    startTime: time,
    /** The weekdays the walk works: every stop is open when the walk reaches it (checked). */
    days: z.array(z.enum(WEEKDAY_CODES)).min(1).max(7),
    /** A seasonal tour's months (1–12); absent: all year. */
    months: z.array(z.number().int().min(1).max(12)).min(1).max(12).optional(),
    tags: z.array(text(40)).min(1).max(16),
    image: imageSource,
    /** Spot slugs of the same city, in visiting order. */
    stops: z.array(slug).min(3).max(8),
    /** A day trip may range wider than the default 60 km from the city centre. */
    radiusKm: z.number().positive().max(400).optional(),
    rank: z.number().int().min(0).default(100),
  })
  .superRefine((tour, ctx) =>
    checkPriceUnit(ctx, { amount: 'cost', unit: 'costUnit' }, tour.cost, tour.costUnit),
  );

/** A yearly event longer than this would run into its own next occurrence. */
export const MAX_EVENT_DAYS = 200;

export const eventSource = z
  .strictObject({
    slug,
    title: text(160),
    venue: text(160),
    address: text(300),
    startsOn: isoDate,
    /** The last day (inclusive); the same as startsOn for a one-day event. Required (issue 17). */
    endsOn: isoDate,
    /** The time on each day (or the first day's start of a multi-day event). */
    startTime: time,
    endTime: time.optional(),
    /**
     * The dates move from year to year (carnival, a fair set each spring): startsOn–endsOn are one
     * year's dates, the page says the dates vary and shows no exact time.
     */
    datesVary: z.boolean().default(false),
    priceText: text(120),
    /** What priceText's amounts are for; 'free' when nothing costs. */
    priceUnit,
    description: text(3000),
    link: z.url({ protocol: /^https$/ }),
    tags: z.array(eventTag).min(1).max(6),
    image: imageSource,
    /** Annual festivals are served at their next occurrence (same month and day). */
    recursYearly: z.boolean().default(false),
  })
  .superRefine((event, ctx) => {
    const days = daysBetween(event.startsOn, event.endsOn);
    if (days < 0) {
      ctx.addIssue({ code: 'custom', path: ['endsOn'], message: 'must not be before startsOn' });
    } else if (days >= MAX_EVENT_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['endsOn'],
        message: `must be less than ${MAX_EVENT_DAYS} days after startsOn`,
      });
    }
  });

export const postFrontMatter = z.strictObject({
  title: text(160),
  subtitle: z
    .string()
    .trim()
    .check(...maxCharacters(300))
    .default(''),
  type: z
    .string()
    .trim()
    .min(1)
    .check(...maxCharacters(40))
    .default('Guide'),
  tags: z.array(text(40)).default([]),
  author: z
    .string()
    .trim()
    .min(1)
    .check(...maxCharacters(120))
    .default('Sendero Editorial Team'),
  /** Minutes; must agree with the body's length at about 200 words a minute. */
  readTime: z.number().int().min(1).max(60),
  published: z.boolean().default(true),
  cover: imageSource,
  /** Curated order within the city's guides: lower first. */
  rank: z.number().int().min(0).default(100),
});

export const heroSlideSource = z.strictObject({
  image: imageSource,
  caption: text(160),
});

export type CitySource = z.infer<typeof citySource>;
export type SpotSource = z.infer<typeof spotSource>;
export type TourSource = z.infer<typeof tourSource>;
export type EventSource = z.infer<typeof eventSource>;
export type PostFrontMatter = z.infer<typeof postFrontMatter>;
export type ImageSource = z.infer<typeof imageSource>;
export type HeroSlideSource = z.infer<typeof heroSlideSource>;

/** Post sections come from the markdown body: `## Heading`, `## Heading [warning]`, `## Heading [tip]`. */
export type SectionKind = 'text' | 'warning' | 'tip';
export interface PostSectionSource {
  sortIndex: number;
  kind: SectionKind;
  heading: string | null;
  bodyMd: string;
}

/**
 * Rules over the whole dataset. Integrity problems (broken references, duplicate slugs or ids,
 * missing images) stop an import; quality problems (distances, read times, raw HTML, event dates,
 * minimum counts) are enforced by the dataset tests and reported by `validate`.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { DatasetProblem } from './errors.ts';
import { isUploadedFile, WEEKDAY_CODES } from '@sendero/contract';
import { clockMinutes, holidayOn, planStops, tourMinutes, weekdayIndex } from '@sendero/hours';
import { distanceKm } from '@sendero/hours/travel';
import { badLinkMessage, countWords, findBadLink, findRawHtml } from './posts.ts';
import { findPostLinks, postLinkKey } from './post-links.ts';
import { addDays, currentOccurrence } from './recurrence.ts';
import { stopsOf, type CityEntry, type Dataset, type PostEntry } from './read-dataset.ts';
import type { ImageSource } from './schema.ts';

export const MEXICO_CITY_ID = 4;
export const MAX_IMAGE_BYTES = 60 * 1024;
export const DEFAULT_RADIUS_KM = 60;
export const WORDS_PER_MINUTE = 200;
/** A destination (every city but México, the country-level entry) has at least this many guides… */
export const MIN_DESTINATION_POSTS = 6;
/** …and at least this many tours. */
export const MIN_DESTINATION_TOURS = 4;
/** A guide post is deep enough to plan on: its markdown body has at least this many words. */
export const MIN_POST_WORDS = 700;
/** Alt text describes the picture in a sentence; screen readers read all of it. */
export const MAX_ALT_CHARS = 200;
/**
 * One image file never illustrates two different subjects (a spot and a tour, two posts…): every
 * subject has its own generated picture (tools/art). A new guide or tour may borrow a stop's
 * picture while it is written; `npm run art` then draws its own and lists it in covers.json.
 */
export const REQUIRE_UNIQUE_IMAGES = true;
// The 16 Mexico Basics slugs are part of the contract: the /mexico page links to them.
export { MEXICO_GUIDE_SLUGS } from '@sendero/contract';

const cityFile = (entry: CityEntry, name: string) => `cities/${entry.folder}/${name}`;

function duplicates<T>(items: T[], key: (item: T) => string | number): Set<string | number> {
  const seen = new Set<string | number>();
  const dupes = new Set<string | number>();
  for (const item of items) {
    const k = key(item);
    if (seen.has(k)) dupes.add(k);
    seen.add(k);
  }
  return dupes;
}

export function checkIntegrity(dataset: Dataset, imagesDir: string): DatasetProblem[] {
  const problems: DatasetProblem[] = [];
  const { cities } = dataset;

  for (const id of duplicates(cities, (c) => c.city.id)) {
    problems.push({ file: 'cities', field: 'id', message: `city id ${id} is used twice` });
  }
  if (!cities.some((c) => c.city.id === MEXICO_CITY_ID)) {
    problems.push({
      file: 'cities',
      field: 'id',
      message: `México must be city ${MEXICO_CITY_ID}`,
    });
  }
  const tours = cities.flatMap((c) => c.tours.map((t) => ({ c, t })));
  for (const slug of duplicates(tours, ({ t }) => t.slug)) {
    problems.push({ file: 'tours', field: 'slug', message: `tour slug "${slug}" is used twice` });
  }
  const events = cities.flatMap((c) => c.events);
  for (const slug of duplicates(events, (e) => e.slug)) {
    problems.push({ file: 'events', field: 'slug', message: `event slug "${slug}" is used twice` });
  }

  const checkImage = (file: string, field: string, image: ImageSource) => {
    // An editor's upload lives in DATA_DIR or the S3 bucket, out of the repository's sight.
    if (isUploadedFile(image.file)) return;
    const path = join(imagesDir, image.file);
    if (!existsSync(path)) {
      problems.push({ file, field, message: `image ${image.file} does not exist in images/` });
    }
  };

  for (const entry of cities) {
    checkImage(cityFile(entry, 'city.yaml'), 'image', entry.city.image);
    for (const slug of duplicates(entry.spots, (s) => s.slug)) {
      problems.push({
        file: cityFile(entry, 'spots.yaml'),
        field: 'slug',
        message: `spot slug "${slug}" is used twice`,
      });
    }
    const spotSlugs = new Set(entry.spots.map((s) => s.slug));
    entry.spots.forEach((spot, i) =>
      checkImage(cityFile(entry, 'spots.yaml'), `[${i}].image`, spot.image),
    );
    entry.tours.forEach((tour, i) => {
      checkImage(cityFile(entry, 'tours.yaml'), `[${i}].image`, tour.image);
      tour.stops.forEach((stop, j) => {
        if (!spotSlugs.has(stop)) {
          problems.push({
            file: cityFile(entry, 'tours.yaml'),
            field: `[${i}].stops[${j}]`,
            message: `"${stop}" is not a spot of ${entry.city.name}`,
          });
        }
      });
      for (const stop of duplicates(tour.stops, (s) => s)) {
        problems.push({
          file: cityFile(entry, 'tours.yaml'),
          field: `[${i}].stops`,
          message: `"${stop}" is listed twice`,
        });
      }
    });
    entry.events.forEach((event, i) =>
      checkImage(cityFile(entry, 'events.yaml'), `[${i}].image`, event.image),
    );
    for (const post of entry.posts) checkImage(post.file, 'cover', post.meta.cover);
  }
  dataset.hero.forEach((slide, i) => checkImage('hero.yaml', `[${i}].image`, slide.image));
  problems.push(...checkPostLinks(dataset));
  return problems;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Accents and line breaks aside, as a reader sees a name. */
const plainName = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ');

/**
 * A guide that names one of its city's spots, tours or events by its name (a spot's without its
 * bracketed alias: "Museo Frida Kahlo") links it somewhere, so a reader can go on (issue 34).
 * Headings and link texts are not read: a heading is not a mention, a link is one already.
 */
export function checkMentionsLinked(entry: CityEntry, post: PostEntry): DatasetProblem[] {
  const linked = new Set(findPostLinks(post.body).map(postLinkKey));
  const text = plainName(
    post.body.replace(/\[(?:[^\]\\]|\\.)*\]\([^)]*\)/g, ' ').replace(/^#.*$/gm, ' '),
  );
  const named = (name: string) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(plainName(name))}(?![\\p{L}\\p{N}])`, 'u').test(
      text,
    );
  const mentions = [
    ...entry.spots.map((s) => ({ key: `spot:${s.slug}`, name: s.name.replace(/\s*\(.*\)$/, '') })),
    ...entry.tours.map((t) => ({ key: `tour:${t.slug}`, name: t.title })),
    ...entry.events.map((e) => ({ key: `event:${e.slug}`, name: e.title })),
  ];
  const ownCity = (key: string) => key.replace(/^spot:/, `spot:${entry.city.slug}/`);
  const isLinked = (key: string) =>
    linked.has(key) || (key.startsWith('spot:') && linked.has(ownCity(key)));
  return mentions
    .filter(({ key, name }) => named(name) && !isLinked(key))
    .map(({ key, name }) => ({
      file: post.file,
      field: 'body',
      message: `names "${name}" without linking it (${key})`,
    }));
}

/** Every spot, tour and event a guide links to (`spot:…`, post-links.ts) is in the dataset. */
export function checkPostLinks({ cities }: Dataset): DatasetProblem[] {
  const spots = new Set(cities.flatMap((c) => c.spots.map((s) => `${c.city.slug}/${s.slug}`)));
  const tours = new Set(cities.flatMap((c) => c.tours.map((t) => t.slug)));
  const events = new Set(cities.flatMap((c) => c.events.map((e) => e.slug)));
  const problems: DatasetProblem[] = [];
  for (const entry of cities) {
    for (const post of entry.posts) {
      for (const link of findPostLinks(post.body)) {
        const found =
          link.kind === 'spot'
            ? spots.has(`${link.citySlug ?? entry.city.slug}/${link.slug}`)
            : (link.kind === 'tour' ? tours : events).has(link.slug);
        if (!found) {
          const where = link.kind === 'spot' ? ` of ${link.citySlug ?? entry.city.slug}` : '';
          problems.push({
            file: post.file,
            field: 'body',
            message: `link "${postLinkKey(link)}" names no ${link.kind}${where}`,
          });
        }
      }
    }
  }
  return problems;
}

export interface QualityOptions {
  imagesDir: string;
  /** YYYY-MM-DD; the events window starts here. */
  today: string;
  /** Fail when one image file is used by two different subjects; default REQUIRE_UNIQUE_IMAGES. */
  uniqueImages?: boolean;
}

export function checkQuality(dataset: Dataset, options: QualityOptions): DatasetProblem[] {
  const problems: DatasetProblem[] = [];
  for (const entry of dataset.cities) {
    const centre = entry.city;
    const widestTourRadius = new Map<string, number>();
    for (const tour of entry.tours) {
      for (const stop of tour.stops) {
        widestTourRadius.set(stop, Math.max(widestTourRadius.get(stop) ?? 0, tour.radiusKm ?? 0));
      }
    }
    entry.spots.forEach((spot, i) => {
      const km = distanceKm(centre, spot);
      const allowed = Math.max(DEFAULT_RADIUS_KM, widestTourRadius.get(spot.slug) ?? 0);
      if (km > allowed) {
        problems.push({
          file: cityFile(entry, 'spots.yaml'),
          field: `[${i}] ${spot.slug}`,
          message: `is ${km.toFixed(1)} km from ${centre.name}'s centre (at most ${allowed} km)`,
        });
      }
    });
    problems.push(...checkDepth(entry));
    problems.push(...checkFactDates(entry, options.today));
    problems.push(...checkTourHours(entry, options.today));
    for (const post of entry.posts) {
      const expected = Math.max(1, Math.round(countWords(post.body) / WORDS_PER_MINUTE));
      if (Math.abs(post.meta.readTime - expected) > 1) {
        problems.push({
          file: post.file,
          field: 'readTime',
          message: `is ${post.meta.readTime} min but the body reads in about ${expected} min`,
        });
      }
      const html = findRawHtml(post.body);
      if (html) problems.push({ file: post.file, message: `contains raw HTML ${html}` });
      const badLink = findBadLink(post.body);
      if (badLink) problems.push({ file: post.file, message: badLinkMessage(badLink) });
      problems.push(...checkMentionsLinked(entry, post));
    }
    const horizon = addDays(options.today, 365);
    entry.events.forEach((event, i) => {
      const next = currentOccurrence(
        event.startsOn,
        event.endsOn,
        event.recursYearly,
        options.today,
      );
      if (next.end < options.today || next.start > horizon) {
        problems.push({
          file: cityFile(entry, 'events.yaml'),
          field: `[${i}].startsOn`,
          message: `next occurrence ${next.start} is not within the 12 months from ${options.today}`,
        });
      }
    });
  }
  problems.push(...checkImageSizes(dataset, options.imagesDir));
  problems.push(...checkAltTexts(dataset));
  if (options.uniqueImages ?? REQUIRE_UNIQUE_IMAGES) {
    problems.push(...findSharedImages(dataset).map(sharedImageProblem));
  }
  return problems;
}

/** A spot's facts were checked on a day that has happened. */
function checkFactDates(entry: CityEntry, today: string): DatasetProblem[] {
  return entry.spots.flatMap((spot, i) =>
    spot.factsCheckedOn > today
      ? [
          {
            file: cityFile(entry, 'spots.yaml'),
            field: `[${i}].factsCheckedOn`,
            message: `${spot.factsCheckedOn} is in the future`,
          },
        ]
      : [],
  );
}

/** Facts older than this are reported by `validate` for re-checking (not an error). */
export const STALE_FACTS_MONTHS = 12;

/** Warnings, not errors: spots whose hours and price were checked more than a year ago. */
export function findStaleFacts(dataset: Dataset, today: string): DatasetProblem[] {
  const [y, m, d] = today.split('-');
  const cutoff = `${Number(y) - STALE_FACTS_MONTHS / 12}-${m}-${d}`;
  return dataset.cities.flatMap((entry) =>
    entry.spots.flatMap((spot, i) =>
      spot.factsCheckedOn < cutoff
        ? [
            {
              file: cityFile(entry, 'spots.yaml'),
              field: `[${i}].factsCheckedOn`,
              message: `${spot.slug}: hours and price last checked ${spot.factsCheckedOn}, over ${STALE_FACTS_MONTHS} months ago`,
            },
          ]
        : [],
    ),
  );
}

/**
 * Days a tour's check leaves out: holidays (the page warns about them for the date a traveller
 * picks) and the two evenings many places close early.
 */
function isSpecialDay(date: string): boolean {
  return holidayOn(date) !== null || date.endsWith('-12-24') || date.endsWith('-12-31');
}

/** A tour is a day out: its stops' visits and the travel between them fit in 12 hours. */
export const MAX_TOUR_MINUTES = 720;

/** What walking a tour needs: its schedule and its stops, in order. */
export interface TourWalk {
  startTime: string;
  days: readonly string[];
  months?: readonly number[] | null;
  stops: ReadonlyArray<{
    slug: string;
    lat: number;
    lng: number;
    visitMinutes: number;
    openingHours: string;
  }>;
}

/**
 * A tour walked from its suggested start on each of its days (and months) over the coming year:
 * the messages for each stop closed when the walk reaches it (one per stop and weekday, with the
 * first date), and for a walk longer than a day out. The dataset's check and an editor's
 * publication (which walks every tour through the spot it changes) use this one rule.
 */
export function tourWalkProblems(tour: TourWalk, today: string): string[] {
  const messages: string[] = [];
  const stops = tour.stops.map((spot, j) => ({ ...spot, spotId: j, name: spot.slug }));
  const start = clockMinutes(tour.startTime);
  const minutes = tourMinutes(stops);
  if (minutes > MAX_TOUR_MINUTES) {
    messages.push(
      `takes ${minutes} minutes with its visits and travel: more than a day out (${MAX_TOUR_MINUTES})`,
    );
  }
  const reported = new Set<string>();
  for (let d = 0; d < 365; d++) {
    const date = addDays(today, d);
    const weekday = WEEKDAY_CODES[weekdayIndex(date)]!;
    const month = Number(date.slice(5, 7));
    if (!tour.days.includes(weekday) || (tour.months && !tour.months.includes(month))) continue;
    if (isSpecialDay(date)) continue;
    for (const stop of planStops(stops, date, start).stops) {
      const key = `${stop.name} ${weekday}`;
      if (stop.state !== 'closed' || reported.has(key)) continue;
      reported.add(key);
      messages.push(
        `"${stop.name}" is closed when the walk from ${tour.startTime} reaches it at ${stop.arrive} on ${weekday} (first on ${date})`,
      );
    }
  }
  return messages;
}

/** Every tour of the city walked by `tourWalkProblems`. */
export function checkTourHours(entry: CityEntry, today: string): DatasetProblem[] {
  return entry.tours.flatMap((tour, i) =>
    tourWalkProblems({ ...tour, stops: stopsOf(entry, tour) }, today).map((message) => ({
      file: cityFile(entry, 'tours.yaml'),
      field: `[${i}] ${tour.slug}`,
      message,
    })),
  );
}

/** Every spot is on a tour; a destination has enough guides and tours; every guide is long enough. */
function checkDepth(entry: CityEntry): DatasetProblem[] {
  const problems: DatasetProblem[] = [];
  const onTour = new Set(entry.tours.flatMap((t) => t.stops));
  entry.spots.forEach((spot, i) => {
    if (!onTour.has(spot.slug)) {
      problems.push({
        file: cityFile(entry, 'spots.yaml'),
        field: `[${i}] ${spot.slug}`,
        message: 'is on no tour of ' + entry.city.name,
      });
    }
  });
  if (entry.city.id !== MEXICO_CITY_ID) {
    if (entry.posts.length < MIN_DESTINATION_POSTS) {
      problems.push({
        file: cityFile(entry, 'posts'),
        message: `${entry.city.name} has ${entry.posts.length} guide posts (at least ${MIN_DESTINATION_POSTS})`,
      });
    }
    if (entry.tours.length < MIN_DESTINATION_TOURS) {
      problems.push({
        file: cityFile(entry, 'tours.yaml'),
        message: `${entry.city.name} has ${entry.tours.length} tours (at least ${MIN_DESTINATION_TOURS})`,
      });
    }
  }
  for (const post of entry.posts) {
    const words = countWords(post.body);
    if (words < MIN_POST_WORDS) {
      problems.push({
        file: post.file,
        message: `body has ${words} words (at least ${MIN_POST_WORDS})`,
      });
    }
  }
  return problems;
}

/** Every image reference with the file and field it comes from. */
interface ImageUse {
  file: string;
  field: string;
  image: ImageSource;
}

function imageUses(dataset: Dataset): ImageUse[] {
  const uses: ImageUse[] = dataset.hero.map((h, i) => ({
    file: 'hero.yaml',
    field: `[${i}].image`,
    image: h.image,
  }));
  for (const entry of dataset.cities) {
    uses.push({ file: cityFile(entry, 'city.yaml'), field: 'image', image: entry.city.image });
    const list = (name: string, items: { slug: string; image: ImageSource }[]) =>
      items.forEach((item, i) =>
        uses.push({ file: cityFile(entry, name), field: `[${i}] ${item.slug}`, image: item.image }),
      );
    list('spots.yaml', entry.spots);
    list('tours.yaml', entry.tours);
    list('events.yaml', entry.events);
    for (const post of entry.posts)
      uses.push({ file: post.file, field: 'cover', image: post.meta.cover });
  }
  return uses;
}

function checkAltTexts(dataset: Dataset): DatasetProblem[] {
  return imageUses(dataset)
    .filter((use) => use.image.alt.length > MAX_ALT_CHARS)
    .map((use) => ({
      file: use.file,
      field: `${use.field} alt`,
      message: `is ${use.image.alt.length} characters (at most ${MAX_ALT_CHARS})`,
    }));
}

/** An image file and every place that uses it, for files used by more than one subject. */
export interface SharedImage {
  image: string;
  usedBy: string[];
}

/** Image files used by two or more different subjects (hero slides, cities, spots, tours, events, posts). */
export function findSharedImages(dataset: Dataset): SharedImage[] {
  const byFile = new Map<string, string[]>();
  for (const use of imageUses(dataset)) {
    const users = byFile.get(use.image.file) ?? [];
    users.push(`${use.file} › ${use.field}`);
    byFile.set(use.image.file, users);
  }
  return [...byFile]
    .filter(([, usedBy]) => usedBy.length > 1)
    .map(([image, usedBy]) => ({ image, usedBy }));
}

export function sharedImageProblem(shared: SharedImage): DatasetProblem {
  return {
    file: `images/${shared.image}`,
    message: `illustrates ${shared.usedBy.length} different subjects: ${shared.usedBy.join('; ')}`,
  };
}

function allImages(dataset: Dataset): ImageSource[] {
  return [
    ...dataset.hero.map((h) => h.image),
    ...dataset.cities.flatMap((c) => [
      c.city.image,
      ...c.spots.map((s) => s.image),
      ...c.tours.map((t) => t.image),
      ...c.events.map((e) => e.image),
      ...c.posts.map((p) => p.meta.cover),
    ]),
  ];
}

function checkImageSizes(dataset: Dataset, imagesDir: string): DatasetProblem[] {
  return allImages(dataset).flatMap((image) => {
    const path = join(imagesDir, image.file);
    if (!existsSync(path)) return [];
    const bytes = statSync(path).size;
    return bytes > MAX_IMAGE_BYTES
      ? [
          {
            file: `images/${image.file}`,
            message: `is ${Math.round(bytes / 1024)} KB (at most 60 KB)`,
          },
        ]
      : [];
  });
}

export interface DatasetCounts {
  destinations: number;
  spots: number;
  tours: number;
  posts: number;
  events: number;
  mexicoGuides: number;
  images: number;
}

export function countDataset(dataset: Dataset): DatasetCounts {
  const sum = (pick: (c: CityEntry) => number) => dataset.cities.reduce((n, c) => n + pick(c), 0);
  const mexico = dataset.cities.find((c) => c.city.id === MEXICO_CITY_ID);
  return {
    destinations: dataset.cities.filter((c) => c.city.id !== MEXICO_CITY_ID).length,
    spots: sum((c) => c.spots.length),
    tours: sum((c) => c.tours.length),
    posts: sum((c) => c.posts.length),
    events: sum((c) => c.events.length),
    mexicoGuides: mexico?.posts.length ?? 0,
    images: new Set(allImages(dataset).map((i) => i.file)).size,
  };
}

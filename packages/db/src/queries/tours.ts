import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PriceUnit, WeekdayCode } from '@sendero/contract';
import { formatApproximateMinutes } from '@sendero/hours';
import type { Database } from '../open.ts';
import { cities, spots, tourStops, tours } from '../schema/index.ts';
import { popularitySubquery, savesOf, type PageWindow } from './popularity.ts';
import { spotColumns, toSpotRecord, type SpotRecord } from './spots.ts';

export type TourSort = 'popular' | 'title' | 'newest';

export interface TourRecord {
  id: number;
  slug: string;
  title: string;
  description: string;
  cost: number | null;
  costUnit: PriceUnit | null;
  /** Made from durationMinutes ("About 4 hours 30 minutes"): the content spec's field. */
  duration: string;
  durationMinutes: number;
  startTime: string;
  days: WeekdayCode[];
  months: number[] | null;
  timeZone: string;
  category: string;
  tags: string[];
  coverImageUrl: string;
  coverImageAlt: string;
  stopCount: number;
  cityId: number;
  cityName: string;
  city: { id: number; name: string };
}

export interface TourDetailRecord extends TourRecord {
  spots: { orderIndex: number; spot: SpotRecord }[];
}

export const tourColumns = {
  id: tours.id,
  slug: tours.slug,
  title: tours.title,
  description: tours.description,
  cost: tours.cost,
  costUnit: tours.costUnit,
  durationMinutes: tours.durationMinutes,
  startTime: tours.startTime,
  days: tours.days,
  months: tours.months,
  timeZone: cities.timeZone,
  category: tours.category,
  tags: tours.tags,
  coverImageUrl: tours.coverImageUrl,
  coverImageAlt: tours.coverImageAlt,
  // Served by the tour_stops primary key (tour_id, order_index). Qualified by hand: Drizzle leaves
  // columns unqualified when a select has no join.
  stopCount: sql<number>`(select count(*) from tour_stops where tour_stops.tour_id = tours.id)`
    .mapWith(Number)
    .as('stop_count'),
  cityId: tours.cityId,
  cityName: cities.name,
};

type TourRow = Omit<TourRecord, 'city' | 'duration'>;

export const toTourRecord = (row: TourRow): TourRecord => ({
  ...row,
  duration: formatApproximateMinutes(row.durationMinutes),
  city: { id: row.cityId, name: row.cityName },
});

export interface TourListFilter {
  cityId?: number | undefined;
  category?: string | undefined;
  /** Absent: the curated order (rank, then id). */
  sort?: TourSort | undefined;
}

function tourWhere(filter: TourListFilter) {
  return and(
    filter.cityId === undefined ? undefined : eq(tours.cityId, filter.cityId),
    filter.category === undefined ? undefined : eq(tours.category, filter.category),
  );
}

/** One page of tours and the total, in one statement (count(*) over ()). */
export async function listTours(
  db: Database,
  { window, ...filter }: TourListFilter & { window: PageWindow },
) {
  const popularity = filter.sort === 'popular' ? popularitySubquery(db, 'tour') : null;
  const order: SQL[] = [];
  if (popularity) order.push(desc(savesOf(popularity)));
  if (filter.sort === 'title') order.push(asc(tours.title));
  if (filter.sort === 'newest') order.push(desc(tours.createdAt), desc(tours.id));
  order.push(asc(tours.rank), asc(tours.id));

  const where = tourWhere(filter);
  const base = db
    .select({ ...tourColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(tours)
    .innerJoin(cities, eq(cities.id, tours.cityId));
  const joined = popularity ? base.leftJoin(popularity, eq(popularity.targetId, tours.id)) : base;
  const rows = await joined
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);

  // Past the last page there is no row to carry the window count.
  const total = rows[0]?.total ?? (await db.$count(tours, where));
  return { items: rows.map(({ total: _total, ...row }) => toTourRecord(row)), total };
}

type TourStopRow = Parameters<typeof toSpotRecord>[0] & { orderIndex: number };

/** A tour with its stops in order, as GET /api/tours/:id serves it (a draft's preview too). */
export const toTourDetailRecord = (row: TourRow, stops: TourStopRow[]): TourDetailRecord => ({
  ...toTourRecord(row),
  spots: stops.map(({ orderIndex, ...spot }) => ({ orderIndex, spot: toSpotRecord(spot) })),
});

/** The tour and its stops in order: two statements whatever the number of stops. */
export async function getTour(db: Database, id: number): Promise<TourDetailRecord | null> {
  const [row] = await db
    .select(tourColumns)
    .from(tours)
    .innerJoin(cities, eq(cities.id, tours.cityId))
    .where(eq(tours.id, id));
  if (!row) return null;
  const stops = await db
    .select({ orderIndex: tourStops.orderIndex, ...spotColumns })
    .from(tourStops)
    .innerJoin(spots, eq(spots.id, tourStops.spotId))
    .innerJoin(cities, eq(cities.id, spots.cityId))
    .where(eq(tourStops.tourId, id))
    .orderBy(asc(tourStops.orderIndex));
  return toTourDetailRecord(row, stops);
}

/** The city's spots with these slugs, by slug, as a tour's stops are served (absent ones left out). */
export async function citySpotsBySlug(
  db: Database,
  { cityId, slugs }: { cityId: number; slugs: readonly string[] },
) {
  if (slugs.length === 0) return new Map<string, Parameters<typeof toSpotRecord>[0]>();
  const rows = await db
    .select(spotColumns)
    .from(spots)
    .innerJoin(cities, eq(cities.id, spots.cityId))
    .where(and(eq(spots.cityId, cityId), inArray(spots.slug, [...slugs])));
  return new Map(rows.map((row) => [row.slug, row]));
}

/** Replaces a tour's stops with these spots, in this order: order is part of the tour. */
export async function setTourStops(
  db: Database,
  { tourId, spotIds }: { tourId: number; spotIds: readonly number[] },
): Promise<void> {
  await db.delete(tourStops).where(eq(tourStops.tourId, tourId));
  if (spotIds.length === 0) return;
  await db
    .insert(tourStops)
    .values(spotIds.map((spotId, orderIndex) => ({ tourId, spotId, orderIndex })));
}

/** A tour's stops' slugs in visiting order. */
export async function tourStopSlugs(db: Database, { tourId }: { tourId: number }) {
  const rows = await db
    .select({ slug: spots.slug })
    .from(tourStops)
    .innerJoin(spots, eq(spots.id, tourStops.spotId))
    .where(eq(tourStops.tourId, tourId))
    .orderBy(asc(tourStops.orderIndex));
  return rows.map((row) => row.slug);
}

/** Tours per category, most first (served by tours_category_idx / tours_city_rank_idx). */
export function countToursByCategory(
  db: Database,
  { cityId }: { cityId?: number | undefined } = {},
) {
  return db
    .select({ category: tours.category, count: count() })
    .from(tours)
    .where(cityId === undefined ? undefined : eq(tours.cityId, cityId))
    .groupBy(tours.category)
    .orderBy(desc(count()), asc(tours.category));
}

/** Every tour id for the sitemap. */
export function listTourRefs(db: Database) {
  return db.select({ id: tours.id, updatedAt: tours.updatedAt }).from(tours).orderBy(asc(tours.id));
}

/** Tour summaries for a set of ids (a page of saved tours), in one statement. */
export async function findToursByIds(db: Database, ids: number[]): Promise<TourRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(tourColumns)
    .from(tours)
    .innerJoin(cities, eq(cities.id, tours.cityId))
    .where(inArray(tours.id, ids));
  return rows.map(toTourRecord);
}

/** A tour's schedule and its stops in order, as the tour-walk check needs them. */
export interface TourWalkRecord {
  id: number;
  slug: string;
  title: string;
  startTime: string;
  days: WeekdayCode[];
  months: number[] | null;
  stops: {
    spotId: number;
    slug: string;
    lat: number;
    lng: number;
    visitMinutes: number;
    openingHours: string | null;
  }[];
}

/** Every tour that stops at this spot, with all its stops: what a change to the spot touches. */
export function toursThroughSpot(
  db: Database,
  { spotId }: { spotId: number },
): Promise<TourWalkRecord[]> {
  const through = db
    .select({ tourId: tourStops.tourId })
    .from(tourStops)
    .where(eq(tourStops.spotId, spotId));
  return tourWalks(db, inArray(tours.id, through));
}

/** One tour with its stops as the database has them now, as the tour-walk check needs them. */
export async function tourWalk(
  db: Database,
  { tourId }: { tourId: number },
): Promise<TourWalkRecord | null> {
  const [walk] = await tourWalks(db, eq(tours.id, tourId));
  return walk ?? null;
}

async function tourWalks(db: Database, where: SQL): Promise<TourWalkRecord[]> {
  const rows = await db
    .select({
      tour: {
        id: tours.id,
        slug: tours.slug,
        title: tours.title,
        startTime: tours.startTime,
        days: tours.days,
        months: tours.months,
      },
      stop: {
        spotId: spots.id,
        slug: spots.slug,
        lat: spots.lat,
        lng: spots.lng,
        visitMinutes: spots.visitMinutes,
        openingHours: spots.openingHours,
      },
    })
    .from(tours)
    .innerJoin(tourStops, eq(tourStops.tourId, tours.id))
    .innerJoin(spots, eq(spots.id, tourStops.spotId))
    .where(where)
    .orderBy(asc(tours.id), asc(tourStops.orderIndex));
  const byTour = new Map<number, TourWalkRecord>();
  for (const { tour, stop } of rows) {
    const entry = byTour.get(tour.id) ?? { ...tour, stops: [] };
    entry.stops.push(stop);
    byTour.set(tour.id, entry);
  }
  return [...byTour.values()];
}

export async function setTourDuration(
  db: Database,
  { tourId, minutes }: { tourId: number; minutes: number },
): Promise<void> {
  await db
    .update(tours)
    .set({ durationMinutes: minutes, updatedAt: new Date() })
    .where(eq(tours.id, tourId));
}

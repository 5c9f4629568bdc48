import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { OpenDay, PriceUnit } from '@sendero/contract';
import { formatMinutes, openDays } from '@sendero/hours';
import type { Database } from '../open.ts';
import { cities, spots, type ImageRef } from '../schema/index.ts';
import { popularitySubquery, savesOf, type PageWindow } from './popularity.ts';

export type SpotSort = 'popular' | 'name' | 'newest';

export interface SpotRecord {
  id: number;
  slug: string;
  name: string;
  description: string;
  address: string;
  coordinates: { lat: number; lng: number };
  price: number | null;
  priceUnit: PriceUnit | null;
  priceNote: string | null;
  /** Made from visitMinutes ("2 hours"): the content spec's field. */
  timeSpent: string;
  category: string;
  tags: string[];
  openingHours: string | null;
  hoursNote: string | null;
  visitMinutes: number;
  factsCheckedOn: string;
  timeZone: string;
  openDays: OpenDay[];
  website: string | null;
  media: ImageRef[];
  cityId: number;
  cityName: string;
  city: { id: number; name: string };
}

export const spotColumns = {
  id: spots.id,
  slug: spots.slug,
  name: spots.name,
  description: spots.description,
  address: spots.address,
  lat: spots.lat,
  lng: spots.lng,
  price: spots.price,
  priceUnit: spots.priceUnit,
  priceNote: spots.priceNote,
  visitMinutes: spots.visitMinutes,
  category: spots.category,
  tags: spots.tags,
  openingHours: spots.openingHours,
  hoursNote: spots.hoursNote,
  factsCheckedOn: spots.factsCheckedOn,
  timeZone: cities.timeZone,
  website: spots.website,
  images: spots.images,
  cityId: spots.cityId,
  cityName: cities.name,
};

type SpotRow = Omit<SpotRecord, 'coordinates' | 'media' | 'city' | 'timeSpent' | 'openDays'> & {
  lat: number;
  lng: number;
  images: ImageRef[];
};

/**
 * A spot as the API sends it. Its hours are evaluated here, the one place every spot passes
 * through, for the days around `now` in the city's zone (the browser turns them into "Open now").
 */
export function toSpotRecord(row: SpotRow, now = new Date()): SpotRecord {
  const { lat, lng, images, cityId, cityName, ...rest } = row;
  return {
    ...rest,
    timeSpent: formatMinutes(row.visitMinutes),
    openDays: openDays(row.openingHours, row.timeZone, now),
    coordinates: { lat, lng },
    media: images.map(({ fileUrl, alt, credit }) => ({
      fileUrl,
      alt,
      ...(credit ? { credit } : {}),
    })),
    cityId,
    cityName,
    city: { id: cityId, name: cityName },
  };
}

export async function getSpot(db: Database, id: number): Promise<SpotRecord | null> {
  const [row] = await db
    .select(spotColumns)
    .from(spots)
    .innerJoin(cities, eq(cities.id, spots.cityId))
    .where(eq(spots.id, id));
  return row ? toSpotRecord(row) : null;
}

export interface SpotListFilter {
  cityId?: number | undefined;
  /** Only these spots (the ones open at a moment: see listSpotHours). */
  ids?: number[] | undefined;
  /** Absent: the curated order (rank, then id). */
  sort?: SpotSort | undefined;
}

/** One page of spots and the total, in one statement (count(*) over ()). */
export async function listSpots(
  db: Database,
  { window, ...filter }: SpotListFilter & { window: PageWindow },
) {
  const popularity = filter.sort === 'popular' ? popularitySubquery(db, 'spot') : null;
  const order: SQL[] = [];
  if (popularity) order.push(desc(savesOf(popularity)));
  if (filter.sort === 'name') order.push(asc(spots.name));
  if (filter.sort === 'newest') order.push(desc(spots.createdAt), desc(spots.id));
  order.push(asc(spots.rank), asc(spots.id));

  const where = and(
    filter.cityId === undefined ? undefined : eq(spots.cityId, filter.cityId),
    filter.ids === undefined ? undefined : inArray(spots.id, filter.ids),
  );
  const base = db
    .select({ ...spotColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(spots)
    .innerJoin(cities, eq(cities.id, spots.cityId));
  const joined = popularity ? base.leftJoin(popularity, eq(popularity.targetId, spots.id)) : base;
  const rows = await joined
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);

  let total = rows[0]?.total;
  if (total === undefined) {
    // Past the last page there is no row to carry the window count.
    total = await db.$count(spots, where);
  }
  return { items: rows.map(({ total: _total, ...row }) => toSpotRecord(row)), total };
}

/**
 * The known hours of a city's spots (or of every spot), with the zone they are kept in: the input
 * of the "open at" filter, which the opening_hours evaluator applies in JavaScript.
 */
export function listSpotHours(db: Database, { cityId }: { cityId?: number | undefined }) {
  return db
    .select({ id: spots.id, openingHours: spots.openingHours, timeZone: cities.timeZone })
    .from(spots)
    .innerJoin(cities, eq(cities.id, spots.cityId))
    .where(
      and(
        cityId === undefined ? undefined : eq(spots.cityId, cityId),
        isNotNull(spots.openingHours),
      ),
    );
}

/** Every spot id for the sitemap. */
export function listSpotRefs(db: Database) {
  return db.select({ id: spots.id, updatedAt: spots.updatedAt }).from(spots).orderBy(asc(spots.id));
}

/** Spot summaries for a set of ids (a page of saved spots), in one statement. */
export async function findSpotsByIds(db: Database, ids: number[]): Promise<SpotRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(spotColumns)
    .from(spots)
    .innerJoin(cities, eq(cities.id, spots.cityId))
    .where(inArray(spots.id, ids));
  return rows.map((row) => toSpotRecord(row));
}

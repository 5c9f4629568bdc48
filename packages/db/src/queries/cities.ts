import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../open.ts';
import { cities } from '../schema/index.ts';

const citySummaryColumns = {
  id: cities.id,
  slug: cities.slug,
  name: cities.name,
  region: cities.region,
  description: cities.description,
  mainImageUrl: cities.mainImageUrl,
  mainImageAlt: cities.mainImageAlt,
  lat: cities.lat,
  lng: cities.lng,
  timeZone: cities.timeZone,
};

/** Every city in curated order (served by cities_rank_idx). */
export function listCities(db: Database) {
  return db.select(citySummaryColumns).from(cities).orderBy(asc(cities.rank), asc(cities.id));
}

/** The city with how much content it has, in one statement (each count served by an index). */
export async function getCity(db: Database, id: number) {
  const [row] = await db
    .select({
      ...citySummaryColumns,
      // Written out in full: Drizzle leaves columns unqualified in a single-table select, and an
      // unqualified "id" inside these subqueries would mean the inner table's id.
      tourCount: sql<number>`(select count(*) from tours where tours.city_id = cities.id)`
        .mapWith(Number)
        .as('tour_count'),
      spotCount: sql<number>`(select count(*) from spots where spots.city_id = cities.id)`
        .mapWith(Number)
        .as('spot_count'),
      postCount: sql<number>`(select count(*) from city_posts
          where city_posts.city_id = cities.id and city_posts.published)`
        .mapWith(Number)
        .as('post_count'),
      updatedAt: cities.updatedAt,
    })
    .from(cities)
    .where(eq(cities.id, id));
  return row ?? null;
}

export async function getCityInfo(db: Database, id: number) {
  const [row] = await db.select({ info: cities.info }).from(cities).where(eq(cities.id, id));
  return row ? { sections: row.info } : null;
}

export async function cityExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, id));
  return row !== undefined;
}

/** Every city id for the sitemap. */
export function listCityRefs(db: Database) {
  return db
    .select({ id: cities.id, updatedAt: cities.updatedAt })
    .from(cities)
    .orderBy(asc(cities.rank), asc(cities.id));
}

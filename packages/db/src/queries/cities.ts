import { asc } from 'drizzle-orm';
import type { Database } from '../open.ts';
import { cities } from '../schema/index.ts';

/** Every city in curated order (served by cities_rank_idx). */
export function listCities(db: Database) {
  return db
    .select({
      id: cities.id,
      slug: cities.slug,
      name: cities.name,
      region: cities.region,
      description: cities.description,
      mainImageUrl: cities.mainImageUrl,
      mainImageAlt: cities.mainImageAlt,
      lat: cities.lat,
      lng: cities.lng,
    })
    .from(cities)
    .orderBy(asc(cities.rank), asc(cities.id));
}

import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../open.ts';
import { cities, cityPosts, postSections, spots, tours } from '../schema/index.ts';
import { spotColumns, toSpotRecord, type SpotRecord } from './spots.ts';
import { tourColumns, toTourRecord, type TourRecord } from './tours.ts';

export interface PostRecord {
  id: number;
  cityId: number;
  slug: string;
  title: string;
  subtitle: string;
  type: string;
  /** Joined as the specification's client expects: "visa, entry". */
  tags: string;
  coverImageUrl: string | null;
  coverImageAlt: string | null;
  author: string;
  readTime: number;
  published: boolean;
}

export interface PostDetailRecord extends PostRecord {
  updatedAt: Date;
  sections: {
    id: number;
    sortIndex: number;
    kind: string;
    heading: string | null;
    bodyMd: string;
  }[];
}

const postColumns = {
  id: cityPosts.id,
  cityId: cityPosts.cityId,
  slug: cityPosts.slug,
  title: cityPosts.title,
  subtitle: cityPosts.subtitle,
  type: cityPosts.type,
  tags: cityPosts.tags,
  coverImageUrl: cityPosts.coverImageUrl,
  coverImageAlt: cityPosts.coverImageAlt,
  author: cityPosts.author,
  readTime: cityPosts.readTime,
  published: cityPosts.published,
};

const toPostRecord = <T extends { tags: string[] }>(row: T) => ({
  ...row,
  tags: row.tags.join(', '),
});

/** A city's posts in curated order (served by city_posts_city_rank_idx). */
export async function listCityPosts(
  db: Database,
  { cityId, publishedOnly }: { cityId: number; publishedOnly: boolean },
): Promise<PostRecord[]> {
  const rows = await db
    .select(postColumns)
    .from(cityPosts)
    .where(
      and(eq(cityPosts.cityId, cityId), publishedOnly ? eq(cityPosts.published, true) : undefined),
    )
    .orderBy(asc(cityPosts.rank), asc(cityPosts.id));
  return rows.map(toPostRecord);
}

/** The post with its sections in order (city_posts_city_slug_key, post_sections_post_sort_key). */
export async function getPostBySlug(
  db: Database,
  { cityId, slug }: { cityId: number; slug: string },
): Promise<PostDetailRecord | null> {
  const [row] = await db
    .select({ ...postColumns, updatedAt: cityPosts.updatedAt })
    .from(cityPosts)
    .where(and(eq(cityPosts.cityId, cityId), eq(cityPosts.slug, slug)));
  if (!row) return null;
  const sections = await db
    .select({
      id: postSections.id,
      sortIndex: postSections.sortIndex,
      kind: postSections.kind,
      heading: postSections.heading,
      bodyMd: postSections.bodyMd,
    })
    .from(postSections)
    .where(eq(postSections.postId, row.id))
    .orderBy(asc(postSections.sortIndex));
  return { ...toPostRecord(row), sections };
}

/** Every published post for the sitemap. */
export function listPublishedPostRefs(db: Database) {
  return db
    .select({ cityId: cityPosts.cityId, slug: cityPosts.slug, updatedAt: cityPosts.updatedAt })
    .from(cityPosts)
    .where(eq(cityPosts.published, true))
    .orderBy(asc(cityPosts.cityId), asc(cityPosts.rank), asc(cityPosts.id));
}

/** A spot a guide names: by slug in the guide's own city (`citySlug` null) or in the city named. */
export interface LinkedSpotRef {
  citySlug: string | null;
  slug: string;
}

/**
 * The spots a guide of `cityId` names, each with its city's slug so the caller can match it to
 * the reference (spots_city_slug_key, cities_slug_key).
 */
export async function findLinkedSpots(
  db: Database,
  { cityId, refs }: { cityId: number; refs: readonly LinkedSpotRef[] },
): Promise<(SpotRecord & { citySlug: string })[]> {
  if (refs.length === 0) return [];
  const rows = await db
    .select({ ...spotColumns, citySlug: cities.slug })
    .from(spots)
    .innerJoin(cities, eq(cities.id, spots.cityId))
    .where(
      or(
        ...refs.map((ref) =>
          and(
            eq(spots.slug, ref.slug),
            ref.citySlug === null ? eq(cities.id, cityId) : eq(cities.slug, ref.citySlug),
          ),
        ),
      ),
    );
  return rows.map((row) => ({ ...toSpotRecord(row), citySlug: row.citySlug }));
}

/** The tours of these slugs (tours_slug_key). */
export async function findToursBySlugs(
  db: Database,
  slugs: readonly string[],
): Promise<TourRecord[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .select(tourColumns)
    .from(tours)
    .innerJoin(cities, eq(cities.id, tours.cityId))
    .where(inArray(tours.slug, [...slugs]));
  return rows.map(toTourRecord);
}

/**
 * A tour as the dataset writes it (TourSource) and as the `tours` table holds it, both ways: the
 * import and an editor's publication write rows with `tourRow`, and a draft starts from a live
 * tour with `tourSourceOf`, so the two never disagree on what a field means. The stops live in
 * `tour_stops`, in order; the row keeps only the length they make.
 */
import { tourMinutes } from '@sendero/hours';
import type { tours } from '@sendero/db';
import type { TourSource } from './schema.ts';
import { MEDIA_BASE_URL, mediaUrl } from './spot-rows.ts';

type TourInsert = typeof tours.$inferInsert;
type TourRow = typeof tours.$inferSelect;

/** What the length of a walk needs of each stop, in visiting order. */
export type TourStopSpot = Parameters<typeof tourMinutes>[0][number];

export function tourRow(
  cityId: number,
  tour: TourSource,
  stopSpots: readonly TourStopSpot[],
): TourInsert {
  return {
    cityId,
    slug: tour.slug,
    title: tour.title,
    description: tour.description,
    cost: tour.cost ?? null,
    costUnit: tour.costUnit ?? null,
    durationMinutes: tourMinutes(stopSpots),
    startTime: tour.startTime,
    days: tour.days,
    months: tour.months ?? null,
    category: tour.category,
    tags: tour.tags,
    coverImageUrl: mediaUrl(tour.image),
    coverImageAlt: tour.image.alt,
    rank: tour.rank,
  };
}

/**
 * The live tour in the dataset's shape (optional fields left out when empty), with its stops'
 * slugs in visiting order. The table keeps no picture credit and no radius, so neither is here.
 */
export function tourSourceOf(row: TourRow, stopSlugs: readonly string[]): TourSource {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category,
    ...(row.cost === null ? {} : { cost: row.cost }),
    ...(row.costUnit === null ? {} : { costUnit: row.costUnit }),
    startTime: row.startTime,
    days: row.days,
    ...(row.months ? { months: row.months } : {}),
    tags: row.tags,
    image: { file: row.coverImageUrl.slice(MEDIA_BASE_URL.length), alt: row.coverImageAlt },
    stops: [...stopSlugs],
    rank: row.rank,
  };
}

/** Tours as editors change them (decision 0041): their facts and their stops, in visiting order. */
import {
  tourRow,
  tourSource,
  tourSourceOf,
  retimeTour,
  todayIn,
  type TourSource,
} from '@sendero/content';
import { DRAFT_MESSAGES } from '@sendero/contract';
import {
  cities,
  citySpotsBySlug,
  setTourStops,
  tours,
  tourStopSlugs,
  tourWalk,
  toTourDetailRecord,
  type Database,
} from '@sendero/db';
import { eq } from 'drizzle-orm';
import { badRequest } from '../../../lib/http-errors.ts';
import type { ContentKind } from './content-kind.ts';

/**
 * The tour's stops as the city's spots, in order. A slug that names no spot of the city is refused
 * here, before anything is written: the schema can only say it is a slug.
 */
async function stopSpots(db: Database, cityId: number, slugs: readonly string[], lead: string) {
  const bySlug = await citySpotsBySlug(db, { cityId, slugs });
  const missing = slugs.find((slug) => !bySlug.has(slug));
  if (missing !== undefined) {
    throw badRequest(`${lead} stops: “${missing}” ${DRAFT_MESSAGES.stopElsewhere}`, 'stops');
  }
  return slugs.map((slug) => bySlug.get(slug)!);
}

export const tourKind: ContentKind = {
  kind: 'tour',
  schema: tourSource as unknown as ContentKind['schema'],
  title: (data) => (typeof data['title'] === 'string' ? data['title'] : ''),

  async lockLive(tx, id) {
    const [row] = await tx.select().from(tours).where(eq(tours.id, id)).for('update').limit(1);
    if (!row) return null;
    const slugs = await tourStopSlugs(tx, { tourId: id });
    return { cityId: row.cityId, updatedAt: row.updatedAt, data: tourSourceOf(row, slugs) };
  },

  async write(tx, { entityId, cityId, data, at }) {
    const tour = data as TourSource;
    const stops = await stopSpots(tx, cityId, tour.stops, DRAFT_MESSAGES.cannotPublish);
    const row = tourRow(cityId, tour, stops);
    let tourId = entityId;
    if (tourId) {
      await tx
        .update(tours)
        .set({ ...row, updatedAt: at })
        .where(eq(tours.id, tourId));
    } else {
      const [inserted] = await tx
        .insert(tours)
        .values({ ...row, createdAt: at, updatedAt: at })
        .returning({ id: tours.id });
      tourId = inserted!.id;
    }
    await setTourStops(tx, { tourId, spotIds: stops.map((stop) => stop.id) });
    return tourId;
  },

  // The walk as the database now has it, by the dataset's own rule: a stop closed when the walk
  // reaches it, or a walk longer than a day out, refuses the publication.
  async checkAfterWrite(tx, { entityId, at }) {
    const walk = await tourWalk(tx, { tourId: entityId });
    if (!walk) return [];
    return (await retimeTour(tx, walk, todayIn(at))).map((message) => ({
      field: 'stops',
      message,
    }));
  },

  // Made by the same mapping and the same serializer as GET /api/tours/:id.
  async preview(db, { entityId, cityId, data }) {
    const tour = data as TourSource;
    const [city] = await db
      .select({ name: cities.name, timeZone: cities.timeZone })
      .from(cities)
      .where(eq(cities.id, cityId));
    const stops = await stopSpots(db, cityId, tour.stops, DRAFT_MESSAGES.cannotPreview);
    const row = tourRow(cityId, tour, stops);
    return toTourDetailRecord(
      {
        id: entityId ?? 0,
        slug: row.slug,
        title: row.title,
        description: row.description,
        cost: row.cost ?? null,
        costUnit: row.costUnit ?? null,
        durationMinutes: row.durationMinutes,
        startTime: row.startTime,
        days: row.days,
        months: row.months ?? null,
        timeZone: city!.timeZone,
        category: row.category,
        tags: row.tags ?? [],
        coverImageUrl: row.coverImageUrl,
        coverImageAlt: row.coverImageAlt,
        stopCount: stops.length,
        cityId,
        cityName: city!.name,
      },
      stops.map((stop, orderIndex) => ({ orderIndex, ...stop })),
    );
  },
};

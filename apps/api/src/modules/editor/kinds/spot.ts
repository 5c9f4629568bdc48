/** Spots as editors change them (decision 0041). */
import {
  retimeToursThrough,
  spotRow,
  spotSource,
  spotSourceOf,
  todayIn,
  type SpotSource,
} from '@sendero/content';
import { cities, spots, toSpotRecord } from '@sendero/db';
import { eq } from 'drizzle-orm';
import type { ContentKind } from './content-kind.ts';

export const spotKind: ContentKind = {
  kind: 'spot',
  schema: spotSource as unknown as ContentKind['schema'],
  title: (data) => (typeof data['name'] === 'string' ? data['name'] : ''),

  async lockLive(tx, id) {
    const [row] = await tx.select().from(spots).where(eq(spots.id, id)).for('update').limit(1);
    return row ? { cityId: row.cityId, updatedAt: row.updatedAt, data: spotSourceOf(row) } : null;
  },

  async write(tx, { entityId, cityId, data, at }) {
    const row = spotRow(cityId, data as SpotSource);
    if (entityId) {
      await tx
        .update(spots)
        .set({ ...row, updatedAt: at })
        .where(eq(spots.id, entityId));
      return entityId;
    }
    const [inserted] = await tx
      .insert(spots)
      .values({ ...row, createdAt: at, updatedAt: at })
      .returning({ id: spots.id });
    return inserted!.id;
  },

  // The tours through the spot, walked with the spot as it now is: a change of hours that would
  // send a tour to a closed door is refused, as the dataset's check refuses it.
  async checkAfterWrite(tx, { entityId, at }) {
    const closed = await retimeToursThrough(tx, { spotId: entityId, today: todayIn(at) });
    return closed.map(({ tourTitle, message }) => ({
      field: 'openingHours',
      message: `Tour “${tourTitle}”: ${message}`,
    }));
  },

  // Made by the same mapping and the same serializer as GET /api/spots/:id.
  async preview(db, { entityId, cityId, data }) {
    const [city] = await db
      .select({ name: cities.name, timeZone: cities.timeZone })
      .from(cities)
      .where(eq(cities.id, cityId));
    const row = spotRow(cityId, data as SpotSource);
    return toSpotRecord({
      id: entityId ?? 0,
      slug: row.slug,
      name: row.name,
      description: row.description,
      address: row.address,
      lat: row.lat,
      lng: row.lng,
      price: row.price ?? null,
      priceUnit: row.priceUnit ?? null,
      priceNote: row.priceNote ?? null,
      visitMinutes: row.visitMinutes,
      category: row.category,
      tags: row.tags ?? [],
      openingHours: row.openingHours ?? null,
      hoursNote: row.hoursNote ?? null,
      factsCheckedOn: row.factsCheckedOn,
      website: row.website ?? null,
      images: row.images ?? [],
      cityId,
      cityName: city!.name,
      timeZone: city!.timeZone,
    });
  },
};

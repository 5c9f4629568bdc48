/**
 * A city's basics as editors change them (decision 0041): its name, region, description, picture,
 * centre, clock, rank and practical information (city.yaml). Cities come only from the dataset:
 * a draft always changes a live city, which keeps its id and slug, as its pages' addresses and the
 * dataset's folder are made from them.
 *
 * The quality rule "every spot within 60 km of the centre" (check.ts) is a dataset test, not an
 * import rule, and is not applied to a publication, as for the other kinds.
 */
import { cityRow, citySource, citySourceOf, type CitySource } from '@sendero/content';
import { DRAFT_MESSAGES } from '@sendero/contract';
import { cities, getCity } from '@sendero/db';
import { eq } from 'drizzle-orm';
import { badRequest, notFound } from '../../../lib/http-errors.ts';
import type { ContentKind } from './content-kind.ts';

export const cityKind: ContentKind = {
  kind: 'city',
  schema: citySource as unknown as ContentKind['schema'],
  title: (data) => (typeof data['name'] === 'string' ? data['name'] : ''),

  async lockLive(tx, id) {
    const [row] = await tx.select().from(cities).where(eq(cities.id, id)).for('update').limit(1);
    return row ? { cityId: row.id, updatedAt: row.updatedAt, data: citySourceOf(row) } : null;
  },

  async write(tx, { entityId, data, at }) {
    if (entityId === null) throw notFound(DRAFT_MESSAGES.entityNotFound);
    if (data['id'] !== entityId) throw badRequest(DRAFT_MESSAGES.idFixed, 'id');
    await tx
      .update(cities)
      .set({ ...cityRow(data as CitySource), updatedAt: at })
      .where(eq(cities.id, entityId));
    return entityId;
  },

  // The city as GET /api/cities/:id and GET /api/cities/:id/info serve it, with its live counts.
  async preview(db, { entityId, data }) {
    const live = entityId === null ? null : await getCity(db, entityId);
    if (!live) throw notFound(DRAFT_MESSAGES.entityNotFound);
    const city = data as CitySource;
    const { info, rank: _rank, ...row } = cityRow(city);
    const { updatedAt: _updatedAt, ...counts } = live;
    return { city: { ...counts, ...row, id: live.id, slug: live.slug }, info: { sections: info } };
  },
};

import type { z } from 'zod';
import type { spotListQuery } from '@sendero/contract';
import { isOpenAt } from '@sendero/hours';
import { getSpot, listSpotHours, listSpots, type Database, type SpotSort } from '@sendero/db';
import { notFound } from '../../lib/http-errors.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';

export type SpotListQuery = z.infer<typeof spotListQuery>;

/** The spots (of a city, or all) open at `instant`, each in its own city's zone. */
async function spotsOpenAt(db: Database, cityId: number | undefined, instant: Date) {
  const hours = await listSpotHours(db, { cityId });
  return hours
    .filter((spot) => isOpenAt(spot.openingHours, spot.timeZone, instant))
    .map((spot) => spot.id);
}

export async function findSpots(db: Database, query: SpotListQuery, defaultSort?: SpotSort) {
  const window = pageWindow(query);
  const { items, total } = await listSpots(db, {
    cityId: query.cityId,
    ids: query.openAt ? await spotsOpenAt(db, query.cityId, new Date(query.openAt)) : undefined,
    sort: query.sort ?? defaultSort,
    window,
  });
  return toPage(items, total, window);
}

export async function findSpot(db: Database, id: number) {
  const spot = await getSpot(db, id);
  if (!spot) throw notFound('Spot not found');
  return spot;
}

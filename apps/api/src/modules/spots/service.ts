import type { z } from 'zod';
import type { spotListQuery } from '@sendero/contract';
import { getSpot, listSpots, type Database, type SpotSort } from '@sendero/db';
import { notFound } from '../../lib/http-errors.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';

export type SpotListQuery = z.infer<typeof spotListQuery>;

export async function findSpots(db: Database, query: SpotListQuery, defaultSort?: SpotSort) {
  const window = pageWindow(query);
  const { items, total } = await listSpots(db, {
    cityId: query.cityId,
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

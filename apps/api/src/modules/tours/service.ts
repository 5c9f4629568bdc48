import type { z } from 'zod';
import type { tourListQuery } from '@sendero/contract';
import {
  countToursByCategory,
  getTour,
  listTours,
  type Database,
  type TourSort,
} from '@sendero/db';
import { notFound } from '../../lib/http-errors.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';

export type TourListQuery = z.infer<typeof tourListQuery>;

export async function findTours(db: Database, query: TourListQuery, defaultSort?: TourSort) {
  const window = pageWindow(query);
  const { items, total } = await listTours(db, {
    cityId: query.cityId,
    category: query.category,
    sort: query.sort ?? defaultSort,
    window,
  });
  return toPage(items, total, window);
}

export async function findTour(db: Database, id: number) {
  const tour = await getTour(db, id);
  if (!tour) throw notFound('Tour not found');
  return tour;
}

export function tourCategories(db: Database, cityId?: number) {
  return countToursByCategory(db, { cityId });
}

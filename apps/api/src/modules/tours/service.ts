import type { z } from 'zod';
import type { tourListQuery, TourPlanQuery } from '@sendero/contract';
import { clockMinutes, holidayOn, planStops } from '@sendero/hours';
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

/** The tour walked on a local date from a local start time: when it reaches each stop, and its state. */
export async function planTour(db: Database, id: number, { date, start }: TourPlanQuery) {
  const tour = await findTour(db, id);
  const stops = tour.spots.map(({ spot }) => ({
    spotId: spot.id,
    name: spot.name,
    ...spot.coordinates,
    visitMinutes: spot.visitMinutes,
    openingHours: spot.openingHours,
  }));
  const plan = planStops(stops, date, clockMinutes(start));
  return {
    date,
    start,
    timeZone: tour.timeZone,
    holiday: holidayOn(date)?.name ?? null,
    ...plan,
  };
}

export function tourCategories(db: Database, cityId?: number) {
  return countToursByCategory(db, { cityId });
}

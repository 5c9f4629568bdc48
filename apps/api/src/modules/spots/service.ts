import type { z } from 'zod';
import type { spotListQuery } from '@sendero/contract';
import { clockMinutes, isOpenAt, isOpenAtLocal } from '@sendero/hours';
import { getSpot, listSpotHours, listSpots, type Database, type SpotSort } from '@sendero/db';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';

export type SpotListQuery = z.infer<typeof spotListQuery>;

type OpenTest = (spot: { openingHours: string | null; timeZone: string }) => boolean;

/**
 * Whether a spot is open at the query's moment: an instant (`openAt`), read in each spot's own
 * zone, or a local date and time (`openOn`), on each spot's own clock; none for no filter.
 */
function openTestOf({ openAt, openOn }: SpotListQuery): OpenTest | undefined {
  // Here, not in spotListQuery: a refined object schema cannot be .omit()-ed, and the city routes
  // omit its cityId.
  if (openAt !== undefined && openOn !== undefined) {
    throw badRequest('Send openAt or openOn, not both.', 'openOn');
  }
  if (openAt !== undefined) {
    const instant = new Date(openAt);
    return (spot) => isOpenAt(spot.openingHours, spot.timeZone, instant);
  }
  if (openOn !== undefined) {
    const local = { date: openOn.slice(0, 10), minutes: clockMinutes(openOn.slice(11)) };
    return (spot) => isOpenAtLocal(spot.openingHours, local);
  }
  return undefined;
}

/** The spots (of a city, or all) that pass the open test. */
async function spotsOpen(db: Database, cityId: number | undefined, isOpen: OpenTest) {
  const hours = await listSpotHours(db, { cityId });
  return hours.filter(isOpen).map((spot) => spot.id);
}

export async function findSpots(db: Database, query: SpotListQuery, defaultSort?: SpotSort) {
  const window = pageWindow(query);
  const isOpen = openTestOf(query);
  const { items, total } = await listSpots(db, {
    cityId: query.cityId,
    ids: isOpen ? await spotsOpen(db, query.cityId, isOpen) : undefined,
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

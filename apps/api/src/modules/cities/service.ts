import { MEXICO_CITY_ID } from '@sendero/contract';
import { cityExists, getCity, getCityInfo, type Database } from '@sendero/db';
import { notFound } from '../../lib/http-errors.ts';
import { findSpots, type SpotListQuery } from '../spots/service.ts';
import { findTours, type TourListQuery } from '../tours/service.ts';

const cityNotFound = () => notFound('City not found.');

/**
 * The city whose tours or spots a city's list holds: none (every one) for México, the country entry,
 * whose destinations are all in México; its list pages are "Tours in México" and "Spots in México".
 */
function listedCityId(id: number): number | undefined {
  return id === MEXICO_CITY_ID ? undefined : id;
}

export async function findCity(db: Database, id: number) {
  const city = await getCity(db, id);
  if (!city) throw cityNotFound();
  const { updatedAt: _updatedAt, ...body } = city;
  return body;
}

export async function findCityInfo(db: Database, id: number) {
  const info = await getCityInfo(db, id);
  if (!info) throw cityNotFound();
  return info;
}

export async function findCityTours(db: Database, id: number, query: TourListQuery) {
  if (!(await cityExists(db, id))) throw cityNotFound();
  return findTours(db, { ...query, cityId: listedCityId(id) });
}

export async function findCitySpots(db: Database, id: number, query: SpotListQuery) {
  if (!(await cityExists(db, id))) throw cityNotFound();
  return findSpots(db, { ...query, cityId: listedCityId(id) });
}

import { cityExists, getCity, getCityInfo, type Database } from '@sendero/db';
import { notFound } from '../../lib/http-errors.ts';
import { findSpots, type SpotListQuery } from '../spots/service.ts';
import { findTours, type TourListQuery } from '../tours/service.ts';

const cityNotFound = () => notFound('City not found.');

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
  return findTours(db, { ...query, cityId: id });
}

export async function findCitySpots(db: Database, id: number, query: SpotListQuery) {
  if (!(await cityExists(db, id))) throw cityNotFound();
  return findSpots(db, { ...query, cityId: id });
}

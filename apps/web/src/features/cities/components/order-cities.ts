import { MEXICO_CITY_ID } from '@sendero/contract';

/** México (the country-level entry) first, then the destinations in the API's order. */
export function mexicoFirst<T extends { id: number }>(cities: readonly T[]): T[] {
  const mexico = cities.filter((city) => city.id === MEXICO_CITY_ID);
  return [...mexico, ...cities.filter((city) => city.id !== MEXICO_CITY_ID)];
}

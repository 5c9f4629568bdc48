import { MEXICO_CITY_ID } from '@sendero/contract';

/** Content spec §2: lists of city 4 (México) lead back to the Mexico Basics hub, others to the city. */
export function cityBackHref(cityId: number): string {
  return cityId === MEXICO_CITY_ID ? '/mexico' : `/cities/${cityId}`;
}

export function cityBackLabel(cityId: number, cityName?: string | null): string {
  if (cityId === MEXICO_CITY_ID) return 'Back to Mexico Basics';
  return cityName ? `Back to ${cityName}` : 'Back to city';
}

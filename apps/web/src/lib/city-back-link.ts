import { cityHomePath, MEXICO_CITY_ID } from '@sendero/contract';

/** Content spec §2, §9: city 4 (México) is the country-level entry; its page is the /mexico hub. */
export const cityPageHref = cityHomePath;

/** Lists and posts of a city lead back to the city's page. */
export const cityBackHref = cityPageHref;

export function cityBackLabel(cityId: number, cityName?: string | null): string {
  if (cityId === MEXICO_CITY_ID) return 'Back to Mexico Basics';
  return cityName ? `Back to ${cityName}` : 'Back to city';
}

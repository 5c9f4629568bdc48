import { MEXICO_CITY_ID, paths } from '@sendero/contract';
export const NAV_ITEMS = [
  { label: 'Cities', to: paths.cities() },
  { label: 'Events', to: paths.events() },
  { label: 'Mexico Basics', to: paths.mexico() },
] as const;

export const SEARCH_PLACEHOLDER = 'Search cities, tours, spots';

/**
 * Whether the page at `pathname` belongs to the header section `to`. The country entry's pages
 * (/cities/4/…, its Mexico Basics guides) are Mexico Basics, not Cities.
 */
export function isInSection(to: string, pathname: string): boolean {
  const country = paths.city(MEXICO_CITY_ID);
  if (pathname === country || pathname.startsWith(`${country}/`)) return to === paths.mexico();
  return pathname === to || pathname.startsWith(`${to}/`);
}

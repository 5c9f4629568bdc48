import { paths } from '@sendero/contract';
export const NAV_ITEMS = [
  { label: 'Cities', to: paths.cities() },
  { label: 'Events', to: paths.events() },
  { label: 'Mexico Basics', to: paths.mexico() },
] as const;

export const SEARCH_PLACEHOLDER = 'Search cities, tours, spots';

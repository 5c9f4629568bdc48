export const NAV_ITEMS = [
  { label: 'Cities', to: '/cities' },
  { label: 'Events', to: '/events' },
  { label: 'Mexico Basics', to: '/mexico' },
] as const;

export const SEARCH_PLACEHOLDER = 'Search cities, tours, spots';

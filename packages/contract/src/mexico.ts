// México in the data, without zod: the web app's first paint uses these (decision 0015).

/** City id 4 is México, the country-level entry: its links go to /mexico. */
export const MEXICO_CITY_ID = 4;

/** The 16 Mexico Basics guides (content spec §2), posts of city 4 at /cities/4/post/{slug}. */
export const MEXICO_GUIDE_SLUGS = [
  'visa-requirements',
  'money-and-costs',
  'transportation',
  'health-emergencies',
  'safety-scams',
  'weather-seasons',
  'festivities-traditions',
  'food-in-mexico',
  'drinks-in-mexico',
  'music-festivals',
  'popular-places',
  'nature-outdoors',
  'unesco-history',
  'language-communication',
  'packing-travel-tips',
  'traveling-with-kids',
] as const;

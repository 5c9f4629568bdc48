import { z } from 'zod';

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

export const citySummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  region: z.string().nullable(),
  description: z.string(),
  mainImageUrl: z.string(),
  mainImageAlt: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type CitySummary = z.infer<typeof citySummary>;

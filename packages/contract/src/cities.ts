import { z } from 'zod';

/** City id 4 is México, the country-level entry: its links go to /mexico. */
export const MEXICO_CITY_ID = 4;

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

import { z } from 'zod';

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

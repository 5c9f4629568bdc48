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
  /** The IANA zone of the city's clocks ("America/Cancun"): "open now" is this city's now. */
  timeZone: z.string(),
});
export type CitySummary = z.infer<typeof citySummary>;

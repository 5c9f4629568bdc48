import { z } from 'zod';
import { CONSENT_CHOICES } from './preferences.ts';

/** What the cookie banner's form sends. `returnTo` is the page to go back to (a local path). */
export const consentFormBody = z.object({
  status: z.enum(CONSENT_CHOICES),
  returnTo: z.string().max(2000).optional(),
});
export type ConsentFormBody = z.infer<typeof consentFormBody>;

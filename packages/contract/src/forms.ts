/**
 * The contact form and the community submission form: one schema used by the page and the server.
 * Limits keep a message to a reasonable size; the header-injection rule keeps line breaks out of
 * anything that can end up in a mail header (name, e-mail).
 */
import { z } from 'zod';
import { maxCharacters, text } from './text.ts';

const noLineBreaks = (value: string) => !/[\r\n]/.test(value);

export const LIMITS = {
  nameMax: 120,
  emailMax: 254,
  messageMax: 5000,
} as const;

const name = text({ error: 'Name is required.' })
  .trim()
  .min(1, 'Name is required.')
  .check(...maxCharacters(LIMITS.nameMax, `Name must be at most ${LIMITS.nameMax} characters.`))
  .refine(noLineBreaks, 'Name must be on one line.');

const email = text({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(LIMITS.emailMax, `Email must be at most ${LIMITS.emailMax} characters.`)
  .refine(noLineBreaks, 'Enter a valid email.')
  .pipe(z.email('Enter a valid email.'));

const message = text({ error: 'Message is required.' })
  .trim()
  .min(1, 'Message is required.')
  .check(
    ...maxCharacters(LIMITS.messageMax, `Message must be at most ${LIMITS.messageMax} characters.`),
  );

export const contactMessageBody = z.object({ name, email, message });
export type ContactMessageBody = z.infer<typeof contactMessageBody>;

export const submissionBody = z.object({
  name,
  email,
  message,
  accepted: z.literal(true, { error: 'You must agree before submitting.' }),
});
export type SubmissionBody = z.infer<typeof submissionBody>;

/** Texts the specification fixes for the contact form (accounts spec §8). */
export const CONTACT_TEXT = {
  success: "Message sent successfully! We'll get back to you soon.",
  failure: 'Failed to send message. Please try again.',
  network: 'An error occurred. Please try again.',
} as const;

/** Its value: 8 to 128 visible ASCII characters (a UUID fits). */
export const idempotencyKey = z
  .string()
  .regex(/^[\x21-\x7e]{8,128}$/, 'Idempotency-Key must be 8 to 128 visible ASCII characters.');

/** The request headers of a form's send: the key is optional (a page sent without the app has none). */
export const formSendHeaders = z.object({ 'idempotency-key': idempotencyKey.optional() });

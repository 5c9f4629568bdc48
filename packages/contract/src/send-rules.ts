// Sending rules without zod (forms.ts has the schemas): the web app's API client, which every page
// loads first, names a form's send with this header (decision 0015's first-load budget).

/**
 * The header a form's sender puts on a send, the same on every retry of it: the server answers a
 * repeat with the first send's answer and takes nothing twice (no second message, no second e-mail).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

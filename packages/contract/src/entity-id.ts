/**
 * Entity ids without zod (ids.ts has the schemas): the web app parses URL ids at first paint, and
 * its entry chunk must not carry zod (decision 0015).
 */

/** The largest PostgreSQL `integer`. */
export const MAX_ID = 2_147_483_647;

export const INVALID_ID_MESSAGE = 'Must be a numeric id.';

/**
 * The id a URL segment names, or null when it names none. Stricter than the schema on purpose:
 * a page URL's id is digits only (`/tours/1e3` and `/tours/ 7` are not tour pages).
 */
export function parseEntityId(value: unknown): number | null {
  if (typeof value === 'number') return isEntityId(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return isEntityId(id) ? id : null;
}

function isEntityId(value: number): boolean {
  return Number.isSafeInteger(value) && value > 0 && value <= MAX_ID;
}

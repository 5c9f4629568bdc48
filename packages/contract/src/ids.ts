/**
 * Entity ids (content spec §5; architecture §3). Ids are PostgreSQL `integer`s: a larger number can
 * name nothing and must never reach a query, where it would fail as an out-of-range parameter. One
 * rule for every route, the web app's URL parsing, and the server's page previews.
 */
import { z } from 'zod';

/** The largest PostgreSQL `integer`. */
export const MAX_ID = 2_147_483_647;

export const INVALID_ID_MESSAGE = 'Must be a numeric id.';

/** An id in a path or query string: a positive whole number within PostgreSQL's `integer`. */
export const entityId = z.coerce
  .number({ error: INVALID_ID_MESSAGE })
  .int(INVALID_ID_MESSAGE)
  .positive(INVALID_ID_MESSAGE)
  .max(MAX_ID, INVALID_ID_MESSAGE);

/** `{ id }` path parameters. */
export const idParam = z.object({ id: entityId });

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

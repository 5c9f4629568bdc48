/**
 * Entity ids (content spec §5; architecture §3). Ids are PostgreSQL `integer`s: a larger number can
 * name nothing and must never reach a query, where it would fail as an out-of-range parameter. One
 * rule for every route, the web app's URL parsing, and the server's page previews.
 */
import { z } from 'zod';
import { INVALID_ID_MESSAGE, MAX_ID } from './entity-id.ts';

/** An id in a path or query string: a positive whole number within PostgreSQL's `integer`. */
export const entityId = z.coerce
  .number({ error: INVALID_ID_MESSAGE })
  .int(INVALID_ID_MESSAGE)
  .positive(INVALID_ID_MESSAGE)
  .max(MAX_ID, INVALID_ID_MESSAGE);

/** `{ id }` path parameters. */
export const idParam = z.object({ id: entityId });

/**
 * A request's id: the one a trusted proxy sent (X-Request-Id), when it looks like an id, else a
 * new UUID. Returned to the client as X-Request-Id (plugins/security.ts), logged on every line.
 */
import { randomUUID } from 'node:crypto';

const LOOKS_LIKE_AN_ID = /^[\w.:@-]{1,128}$/;

export function requestIdOf(header: string | string[] | undefined, trustProxy: boolean): string {
  const given = Array.isArray(header) ? header[0] : header;
  return trustProxy && given && LOOKS_LIKE_AN_ID.test(given) ? given : randomUUID();
}

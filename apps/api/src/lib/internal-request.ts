/**
 * Requests that the server makes to itself while it renders a page (the page's API reads, through
 * `app.inject`). They carry this header with a value only this process knows, so the access log
 * can leave them out (the page's own line covers them) and no client can pass for one.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export const INTERNAL_REQUEST_HEADER = 'x-sendero-internal';
export const INTERNAL_REQUEST_TOKEN = randomUUID();

export function isInternalRequest(request: FastifyRequest): boolean {
  return request.headers[INTERNAL_REQUEST_HEADER] === INTERNAL_REQUEST_TOKEN;
}

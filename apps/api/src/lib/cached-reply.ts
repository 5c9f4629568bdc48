/**
 * Sending a kept answer (lib/content-cache.ts): the encoding the client accepts, its strong ETag,
 * and 304 when the client already holds any encoding of it. Shared by content answers
 * (plugins/http-cache.ts) and pages (plugins/static-web.ts), which differ only in Cache-Control
 * and Vary.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  matchesAnyVariant,
  preferredEncoding,
  type CachedAnswer,
  type CachedVariant,
} from './content-cache.ts';

export interface CachedReplyHeaders {
  cacheControl: string;
  vary: string;
}

/**
 * Sets the headers of the encoding to send and returns it, or returns null when the client holds
 * the answer already (the caller answers 304).
 */
export function prepareCachedReply(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  headers: CachedReplyHeaders,
): CachedVariant | null {
  const chosen = answer.variants[preferredEncoding(request.headers['accept-encoding'])];
  reply.header('cache-control', headers.cacheControl);
  reply.header('vary', headers.vary);
  reply.header('etag', chosen.etag);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && matchesAnyVariant(ifNoneMatch, answer)) return null;
  if (chosen.encoding !== 'identity') reply.header('content-encoding', chosen.encoding);
  return chosen;
}

/** Sends a kept answer in full (a hook or handler that has not produced one itself). */
export function sendCachedReply(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  headers: CachedReplyHeaders,
) {
  const chosen = prepareCachedReply(request, reply, answer, headers);
  if (!chosen) return reply.code(304).send();
  return reply.code(200).type(answer.contentType).send(chosen.body);
}

/**
 * Revalidation for public content: every successful GET under the content prefixes (or a route with
 * `config: { httpCache: true }`) carries Cache-Control and a weak ETag hashed from the body, and a
 * matching If-None-Match gets 304 with no body. It must run before compression, so the hash is of
 * the JSON itself and one ETag covers every encoding (hence weak).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** true: cache like public content; false: never, even under a content prefix. */
    httpCache?: boolean;
  }
}

export const CONTENT_PREFIXES = ['/api/cities', '/api/tours', '/api/spots', '/api/city-posts'];
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';
/** A signed-in caller's answer may carry their own flags (favorited, bookmarked). */
const PRIVATE_CACHE_CONTROL = 'private, no-cache';

function isContentPath(url: string) {
  const path = url.split('?', 1)[0] ?? '';
  return CONTENT_PREFIXES.some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`),
  );
}

export function etagOf(body: string | Buffer) {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** If-None-Match may list several tags, or `*`; weak comparison ignores the W/ prefix. */
function matches(ifNoneMatch: string, etag: string) {
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === bare);
}

export const httpCachePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
      if (reply.statusCode !== 200) return payload;
      const flag = reply.routeOptions.config.httpCache;
      if (flag === false || (flag !== true && !isContentPath(request.url))) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;

      const etag = etagOf(payload);
      reply.header('etag', etag);
      reply.header(
        'cache-control',
        request.headers.authorization ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL,
      );
      // A shared cache must not hand an anonymous copy to a signed-in caller, or the reverse.
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, Authorization` : 'Authorization');
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch && matches(ifNoneMatch, etag)) {
        reply.code(304);
        reply.removeHeader('content-type');
        reply.removeHeader('content-length');
        return '';
      }
      return payload;
    });
  },
  { name: 'sendero-http-cache' },
);

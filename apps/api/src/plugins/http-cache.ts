/**
 * HTTP caching, declared by each route in its config (`config: { cache: 'content' }`) and applied
 * here only, so a route's caching is read where the route is and every policy is written once.
 * A route that declares nothing gets `'none'`: no Cache-Control at all.
 *
 * `'content'` is revalidation for public content: a successful GET carries Cache-Control and a weak
 * ETag hashed from the body, and a matching If-None-Match gets 304 with no body. It must run before
 * compression, so the hash is of the JSON itself and one ETag covers every encoding (hence weak).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';
/** A signed-in caller's answer may carry their own flags (favorited, bookmarked). */
const PRIVATE_CACHE_CONTROL = 'private, no-cache';

/**
 * The fixed Cache-Control of each other policy. Public ones go on successful answers only (an
 * error must not be served from a shared cache); a personal one goes on every answer, errors
 * included, since even "who are you" must not be stored.
 */
const FIXED_POLICIES = {
  /** Events move to their next date every day: shared caches may keep them a minute. */
  events: { header: PUBLIC_CACHE_CONTROL, errorsToo: false },
  /** Search answers change with every save (popularity) and typing repeats queries within seconds. */
  search: { header: 'public, max-age=30', errorsToo: false },
  /** sitemap.xml and robots.txt: read by crawlers, changed only by a content import. */
  crawler: { header: 'public, max-age=3600', errorsToo: false },
  /** The signed-in user's own data. */
  personal: { header: 'private, no-store', errorsToo: true },
} as const;

export type CachePolicy = 'content' | 'none' | keyof typeof FIXED_POLICIES;
export const DEFAULT_CACHE_POLICY: CachePolicy = 'none';
const POLICIES = new Set<string>(['content', 'none', ...Object.keys(FIXED_POLICIES)]);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How this route's answers may be cached; see plugins/http-cache.ts. */
    cache?: CachePolicy;
  }
}

export interface RouteCaching {
  method: string;
  url: string;
  policy: CachePolicy;
  declared: boolean;
}

const registered = new WeakMap<FastifyInstance, RouteCaching[]>();

/** Every route of the app with the policy it declared or defaulted to (a test walks them). */
export const routeCachePolicies = (app: FastifyInstance): readonly RouteCaching[] =>
  registered.get(app) ?? [];

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

function revalidateContent(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
  if (reply.statusCode !== 200) return payload;
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
}

export const httpCachePlugin = fp(
  async (app: FastifyInstance) => {
    const routes: RouteCaching[] = [];
    registered.set(app, routes);
    app.addHook('onRoute', (route) => {
      const declared = route.config?.cache;
      if (declared !== undefined && !POLICIES.has(declared)) {
        throw new Error(`${route.method} ${route.url}: unknown cache policy "${declared}"`);
      }
      for (const method of [route.method].flat()) {
        routes.push({
          method,
          url: route.url,
          policy: declared ?? DEFAULT_CACHE_POLICY,
          declared: declared !== undefined,
        });
      }
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const policy = reply.routeOptions.config.cache ?? DEFAULT_CACHE_POLICY;
      if (policy === 'none') return payload;
      if (policy === 'content') return revalidateContent(request, reply, payload);
      const { header, errorsToo } = FIXED_POLICIES[policy];
      if (errorsToo || (reply.statusCode >= 200 && reply.statusCode < 300)) {
        reply.header('cache-control', header);
      }
      return payload;
    });
  },
  { name: 'sendero-http-cache' },
);

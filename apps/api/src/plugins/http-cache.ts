/**
 * HTTP caching, declared by each route in its config (`config: { cache: 'content' }`) and applied
 * here only, so a route's caching is read where the route is and every policy is written once.
 * A route that declares nothing gets `'none'`: no Cache-Control at all.
 *
 * `'content'` is public content. An anonymous answer is kept in this process as the bytes it is
 * sent as (lib/content-cache.ts): the JSON, Brotli and gzip, each with a strong ETag derived from
 * one hash of the JSON; the next anonymous request for the URL is answered from there, and a
 * matching If-None-Match gets 304. Content changes, announced on PostgreSQL's content-changes
 * channel by any instance or process, empty the cache. A signed-in caller's answer carries their
 * own flags: it is never kept, is marked private, and gets a weak ETag of the JSON (this hook runs
 * before compression, so one weak tag covers every encoding).
 *
 * `'search'` answers are kept the same way, on a shelf of their own (one answer per query typed,
 * bounded apart from content), with their own Cache-Control; a signed-in caller's search is never
 * kept. A kept answer is sent before the route's own hooks run, so it costs neither the
 * per-address search budget nor a place under the search concurrency cap (decision 0037).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CONTENT_CHANGES_CHANNEL } from '@sendero/db';
import {
  prepareCachedReply,
  sendCachedReply,
  type CachedReplyHeaders,
} from '../lib/cached-reply.ts';
import { createContentCache, type CacheShelf, type ContentCache } from '../lib/content-cache.ts';

export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';
/** Search answers change with every save (popularity) and typing repeats queries within seconds. */
export const SEARCH_CACHE_CONTROL = 'public, max-age=30';
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
  /** A signed-in caller's search, and anonymous errors, which are not kept here. */
  search: { header: SEARCH_CACHE_CONTROL, errorsToo: false },
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

/**
 * A search URL longer than this is answered, not kept: a traveller's query rarely comes near it
 * (q is at most 200 characters, a few of them percent-encoded), and a key costs memory too.
 */
const MAX_KEPT_SEARCH_URL = 1024;

/** Where an anonymous request's answer is kept (its policy's shelf) and under what key. */
interface KeptAs {
  shelf: CacheShelf;
  key: string;
}

/** The cache shelf and key (method and full URL) of an anonymous content or search request. */
function anonymousKey(request: FastifyRequest): KeptAs | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (request.headers.authorization) return null;
  const policy = request.routeOptions.config?.cache ?? DEFAULT_CACHE_POLICY;
  if (policy !== 'content' && policy !== 'search') return null;
  if (policy === 'search' && request.url.length > MAX_KEPT_SEARCH_URL) return null;
  return { shelf: policy, key: `${request.method} ${request.url}` };
}

/** How an anonymous answer of each kept policy is marked for shared caches. */
const ANONYMOUS: Record<CacheShelf, CachedReplyHeaders> = {
  content: { cacheControl: PUBLIC_CACHE_CONTROL, vary: 'Accept-Encoding, Authorization' },
  search: { cacheControl: SEARCH_CACHE_CONTROL, vary: 'Accept-Encoding, Authorization' },
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Anonymous public content and search answers, ready to send (lib/content-cache.ts). */
    contentCache: ContentCache;
  }
}

export const httpCachePlugin = fp(
  async (app: FastifyInstance) => {
    const routes: RouteCaching[] = [];
    registered.set(app, routes);
    const cache = createContentCache();
    app.decorate('contentCache', cache);
    /** The cache generation each cacheable request started in; answers sent from the cache. */
    const startedIn = new WeakMap<FastifyRequest, number>();
    const fromCache = new WeakSet<FastifyReply>();

    // Content changes anywhere (this instance, another one, the importer) empty the cache.
    let stopListening: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stopListening = await app.database.listen(CONTENT_CHANGES_CHANNEL, () => cache.invalidate());
    });
    app.addHook('onClose', async () => {
      await stopListening?.();
    });

    // An app-level hook: it runs before any route's own (the search budget and cap among them).
    app.addHook('onRequest', async (request, reply) => {
      const kept = anonymousKey(request);
      if (kept === null) return;
      startedIn.set(request, cache.generation);
      const answer = cache.get(kept.key, kept.shelf);
      app.metrics.cacheLookup(kept.shelf, answer ? 'hit' : 'miss');
      if (!answer) return;
      fromCache.add(reply);
      return sendCachedReply(request, reply, answer, ANONYMOUS[kept.shelf]);
    });
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
      if (fromCache.has(reply)) return payload;
      const policy = reply.routeOptions.config.cache ?? DEFAULT_CACHE_POLICY;
      if (policy === 'none') return payload;
      const kept = anonymousKey(request);
      if (kept !== null && reply.statusCode === 200 && typeof payload === 'string') {
        // The first anonymous answer for this URL: kept, and sent as the cache will send it.
        const contentType = String(reply.getHeader('content-type') ?? 'application/json');
        const generation = startedIn.get(request) ?? -1;
        const answer = cache.set(kept.key, payload, contentType, generation, kept.shelf);
        const chosen = prepareCachedReply(request, reply, answer, ANONYMOUS[kept.shelf]);
        reply.removeHeader('content-length');
        if (!chosen) {
          reply.code(304);
          reply.removeHeader('content-type');
          return '';
        }
        return chosen.body;
      }
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

/**
 * Public API answers, kept in this process as the bytes they are sent as: the JSON and its
 * Brotli and gzip encodings, each with a strong ETag. An anonymous request for the same URL is then
 * answered without validation, a database query, serialisation or compression.
 *
 * Two shelves share the cache, each bounded apart and least recently used first: `content` (the
 * site's own answers, a few hundred URLs) and `search` (one per query travellers type, made up by
 * anyone), so searches can never push content out (decision 0037).
 *
 * The cache is only a copy. `invalidate()` empties it when content changes (a content import, a
 * save that moves popularity: announced on PostgreSQL's content-changes channel); an entry also
 * expires after `maxAgeMs`, so a missed notice can keep an answer stale no longer than a browser's
 * own public cache would. A request records the cache's generation when it starts, and its answer
 * is stored only if no change came in meanwhile.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { lruMap } from './lru-map.ts';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

export interface CachedVariant {
  body: Buffer;
  etag: string;
  encoding: ContentEncoding;
}

export interface CachedAnswer {
  contentType: string;
  /** Each encoding, compressed the first time it is read and kept from then on. */
  variants: Record<ContentEncoding, CachedVariant>;
  /** The strong ETag of every encoding, known without compressing. */
  etags: ReadonlySet<string>;
  storedAt: number;
}

/** Where an answer is kept: each shelf has its own bound. */
export type CacheShelf = 'content' | 'search';

export interface ContentCache {
  /** Changes with every invalidation; compare it before storing an answer. */
  readonly generation: number;
  /** Answers kept, on every shelf. */
  readonly size: number;
  get(key: string, shelf?: CacheShelf): CachedAnswer | undefined;
  set(
    key: string,
    body: string,
    contentType: string,
    generation: number,
    shelf?: CacheShelf,
  ): CachedAnswer;
  invalidate(): void;
}

export interface ContentCacheOptions {
  /** Content answers kept at most. */
  maxEntries?: number;
  /** Search answers kept at most, apart from content. */
  maxSearchEntries?: number;
  maxAgeMs?: number;
  now?: () => number;
}

export interface EncodeOptions {
  /**
   * 9 (the default) for answers sent many times per encoding; search answers, most of them
   * typed once, use @fastify/compress's 5: for JSON of a few kilobytes it takes about an eighth of
   * the time and comes out as small.
   */
  brotliQuality?: number;
}

/** Brotli quality per shelf: a search miss pays for its encoding on the request that missed. */
const SHELF_ENCODING: Record<CacheShelf, EncodeOptions> = {
  content: {},
  search: { brotliQuality: 5 },
};

/** Below this many bytes compression costs more than it saves (as @fastify/compress's threshold). */
const COMPRESS_FROM_BYTES = 1024;

function variant(body: Buffer, hash: string, encoding: ContentEncoding): CachedVariant {
  return { body, encoding, etag: encoding === 'identity' ? `"${hash}"` : `"${hash}-${encoding}"` };
}

/**
 * `body` as it is kept and sent: as is, and Brotli- and gzip-encoded once rather than per
 * request, each with its strong ETag. An encoding is made when a client first asks for it: most
 * searches are asked once, by a browser that takes Brotli, and pay for no gzip. Pages are kept the
 * same way (lib/page-cache.ts).
 */
export function encodeAnswer(
  body: string,
  contentType: string,
  storedAt: number,
  { brotliQuality = 9 }: EncodeOptions = {},
): CachedAnswer {
  const identity = Buffer.from(body);
  const hash = createHash('sha1').update(identity).digest('base64url');
  const plain = variant(identity, hash, 'identity');
  if (identity.length < COMPRESS_FROM_BYTES) {
    return {
      contentType,
      storedAt,
      variants: { identity: plain, br: plain, gzip: plain },
      etags: new Set([plain.etag]),
    };
  }
  const compress = {
    br: () =>
      brotliCompressSync(identity, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: brotliQuality,
          [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
    gzip: () => gzipSync(identity, { level: 9 }),
  };
  const made: Partial<Record<ContentEncoding, CachedVariant>> = {};
  const encoded = (encoding: 'br' | 'gzip') =>
    (made[encoding] ??= variant(compress[encoding](), hash, encoding));
  return {
    contentType,
    storedAt,
    variants: {
      identity: plain,
      get br() {
        return encoded('br');
      },
      get gzip() {
        return encoded('gzip');
      },
    },
    etags: new Set([plain.etag, `"${hash}-br"`, `"${hash}-gzip"`]),
  };
}

export function createContentCache(options: ContentCacheOptions = {}): ContentCache {
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const now = options.now ?? Date.now;
  const shelves = {
    content: lruMap<CachedAnswer>(options.maxEntries ?? 2000),
    search: lruMap<CachedAnswer>(options.maxSearchEntries ?? 1000),
  } satisfies Record<CacheShelf, unknown>;
  let generation = 0;

  return {
    get generation() {
      return generation;
    },
    get size() {
      return shelves.content.entries.size + shelves.search.entries.size;
    },
    get(key, shelf = 'content') {
      const { entries, touch } = shelves[shelf];
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.storedAt > maxAgeMs) {
        entries.delete(key);
        return undefined;
      }
      touch(key, entry);
      return entry;
    },
    set(key, body, contentType, requestGeneration, shelf = 'content') {
      const answer = encodeAnswer(body, contentType, now(), SHELF_ENCODING[shelf]);
      // An answer computed before the last change is sent, never kept.
      if (requestGeneration === generation) shelves[shelf].touch(key, answer);
      return answer;
    },
    invalidate() {
      generation += 1;
      for (const { entries } of Object.values(shelves)) entries.clear();
    },
  };
}

/** The encoding to send for an Accept-Encoding header: Brotli, then gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}

/** Whether If-None-Match names any encoding of this answer (or `*`). */
export function matchesAnyVariant(ifNoneMatch: string, answer: CachedAnswer): boolean {
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || answer.etags.has(tag));
}

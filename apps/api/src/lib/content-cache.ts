/**
 * Public content answers, kept in this process as the bytes they are sent as: the JSON and its
 * Brotli and gzip encodings, each with a strong ETag. An anonymous request for the same URL is then
 * answered without validation, a database query, serialisation or compression.
 *
 * The cache is only a copy. `invalidate()` empties it when content changes (a content import, a
 * save that moves popularity: announced on PostgreSQL's content-changes channel); an entry also
 * expires after `maxAgeMs`, so a missed notice can keep an answer stale no longer than a browser's
 * own public cache would. A request records the cache's generation when it starts, and its answer
 * is stored only if no change came in meanwhile.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

export interface CachedVariant {
  body: Buffer;
  etag: string;
  encoding: ContentEncoding;
}

export interface CachedAnswer {
  contentType: string;
  variants: Record<ContentEncoding, CachedVariant>;
  storedAt: number;
}

export interface ContentCache {
  /** Changes with every invalidation; compare it before storing an answer. */
  readonly generation: number;
  readonly size: number;
  get(key: string): CachedAnswer | undefined;
  set(key: string, body: string, contentType: string, generation: number): CachedAnswer;
  invalidate(): void;
}

export interface ContentCacheOptions {
  maxEntries?: number;
  maxAgeMs?: number;
  now?: () => number;
}

/** Below this many bytes compression costs more than it saves (as @fastify/compress's threshold). */
const COMPRESS_FROM_BYTES = 1024;

function variant(body: Buffer, hash: string, encoding: ContentEncoding): CachedVariant {
  return { body, encoding, etag: encoding === 'identity' ? `"${hash}"` : `"${hash}-${encoding}"` };
}

/**
 * `body` as it is kept and sent: as is, and Brotli- and gzip-encoded once here rather than per
 * request, each with its strong ETag. Pages are kept the same way (lib/page-cache.ts).
 */
export function encodeAnswer(body: string, contentType: string, storedAt: number): CachedAnswer {
  const identity = Buffer.from(body);
  const hash = createHash('sha1').update(identity).digest('base64url');
  const small = identity.length < COMPRESS_FROM_BYTES;
  return {
    contentType,
    storedAt,
    variants: {
      identity: variant(identity, hash, 'identity'),
      br: small
        ? variant(identity, hash, 'identity')
        : variant(
            brotliCompressSync(identity, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: 9,
                [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
              },
            }),
            hash,
            'br',
          ),
      gzip: small
        ? variant(identity, hash, 'identity')
        : variant(gzipSync(identity, { level: 9 }), hash, 'gzip'),
    },
  };
}

export function createContentCache(options: ContentCacheOptions = {}): ContentCache {
  const maxEntries = options.maxEntries ?? 2000;
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, CachedAnswer>();
  let generation = 0;

  return {
    get generation() {
      return generation;
    },
    get size() {
      return entries.size;
    },
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (now() - entry.storedAt > maxAgeMs) return undefined;
      entries.set(key, entry); // most recently used last
      return entry;
    },
    set(key, body, contentType, requestGeneration) {
      const answer = encodeAnswer(body, contentType, now());
      // An answer computed before the last change is sent, never kept.
      if (requestGeneration !== generation) return answer;
      entries.delete(key);
      entries.set(key, answer);
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return answer;
    },
    invalidate() {
      generation += 1;
      entries.clear();
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
  const tags = new Set(Object.values(answer.variants).map((v) => v.etag));
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tags.has(tag));
}

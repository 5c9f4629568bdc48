/**
 * Rendered pages, kept in this process as the bytes they are sent as (encodeAnswer), one copy per
 * page URL (lib/page-url.ts) and visitor variant. Unlike content answers, a copy outlives a content
 * change: it is then stale, and is still sent while one render makes its successor (decision
 * 0030), so a change never sends every visitor of every page to the renderer at once.
 *
 * A copy is fresh while the content cache's generation has not moved since its render started and
 * it is younger than `maxAgeMs`; stale after that, and dropped once older than `maxStaleMs` (a page
 * no one asked for in that long is rendered afresh). Copies of pages without a query and copies
 * keyed by a query (`/search?q=…`, one per query a visitor makes up) are bounded apart, each least
 * recently used first, so made-up queries can never push the site's pages out.
 */
import { encodeAnswer, type CachedAnswer } from './content-cache.ts';
import { lruMap } from './lru-map.ts';

export interface PageCopy {
  answer: CachedAnswer;
  /** False once content changed after its render started, or it is older than `maxAgeMs`. */
  fresh: boolean;
}

export interface PageCache {
  /** The copy kept under `key`, fresh or stale, as of the content cache's `generation`. */
  get(key: string, generation: number): PageCopy | undefined;
  /** Keeps `html` under `key` as rendered in `generation`, and returns it ready to send. */
  set(key: string, html: string, generation: number, queryKeyed: boolean): CachedAnswer;
  delete(key: string): void;
  /**
   * Runs `work` for `key` unless a run for it is under way, in which case its result is shared:
   * concurrent misses and refreshes of one page make one render.
   */
  once<T>(key: string, work: () => Promise<T>): Promise<T>;
  /** Whether a render for `key` is under way. */
  rendering(key: string): boolean;
  readonly size: number;
}

export interface PageCacheOptions {
  /** Copies of pages without a query string (every page, up to 9 variants each). */
  maxPageCopies?: number;
  /** Copies keyed by a query string, e.g. one per search. */
  maxQueryCopies?: number;
  maxAgeMs?: number;
  maxStaleMs?: number;
  now?: () => number;
}

export const PAGE_TYPE = 'text/html; charset=utf-8';

interface Entry {
  answer: CachedAnswer;
  generation: number;
}

export function createPageCache(options: PageCacheOptions = {}): PageCache {
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const maxStaleMs = options.maxStaleMs ?? 10 * 60_000;
  const now = options.now ?? Date.now;
  const pages = lruMap<Entry>(options.maxPageCopies ?? 2000);
  const queries = lruMap<Entry>(options.maxQueryCopies ?? 200);
  const flights = new Map<string, Promise<unknown>>();

  return {
    get size() {
      return pages.entries.size + queries.entries.size;
    },
    get(key, generation) {
      const store = pages.entries.has(key) ? pages : queries;
      const entry = store.entries.get(key);
      if (!entry) return undefined;
      const age = now() - entry.answer.storedAt;
      if (age > maxStaleMs) {
        store.entries.delete(key);
        return undefined;
      }
      store.touch(key, entry);
      return { answer: entry.answer, fresh: entry.generation === generation && age <= maxAgeMs };
    },
    set(key, html, generation, queryKeyed) {
      const answer = encodeAnswer(html, PAGE_TYPE, now());
      (queryKeyed ? queries : pages).touch(key, { answer, generation });
      return answer;
    },
    delete(key) {
      pages.entries.delete(key);
      queries.entries.delete(key);
    },
    once<T>(key: string, work: () => Promise<T>): Promise<T> {
      const running = flights.get(key);
      if (running) return running as Promise<T>;
      const flight = work().finally(() => flights.delete(key));
      flights.set(key, flight);
      return flight;
    },
    rendering(key) {
      return flights.has(key);
    },
  };
}

import { describe, expect, it } from 'vitest';
import { createContentCache } from './content-cache.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

describe('content cache shelves', () => {
  it('bounds search answers apart, so made-up queries never push content out', () => {
    const cache = createContentCache({ maxEntries: 2, maxSearchEntries: 3 });
    cache.set('GET /api/cities', '[1]', JSON_TYPE, cache.generation);
    cache.set('GET /api/tours', '[2]', JSON_TYPE, cache.generation);
    for (let i = 0; i < 10; i += 1) {
      cache.set(`GET /api/search?q=${i}`, `{"n":${i}}`, JSON_TYPE, cache.generation, 'search');
    }
    expect(cache.size).toBe(5);
    expect(cache.get('GET /api/cities')?.variants.identity.body.toString()).toBe('[1]');
    expect(cache.get('GET /api/tours')).toBeDefined();
    // The least recently used searches went first.
    expect(cache.get('GET /api/search?q=6', 'search')).toBeUndefined();
    expect(cache.get('GET /api/search?q=9', 'search')?.variants.identity.body.toString()).toBe(
      '{"n":9}',
    );
    // A key is looked up on its own shelf only.
    expect(cache.get('GET /api/search?q=9')).toBeUndefined();
    expect(cache.get('GET /api/cities', 'search')).toBeUndefined();
  });

  it('empties every shelf on a change, and keeps nothing computed before it', () => {
    const cache = createContentCache();
    const before = cache.generation;
    cache.set('GET /api/cities', '[1]', JSON_TYPE, before);
    cache.set('GET /api/search?q=oax', '{}', JSON_TYPE, before, 'search');
    cache.invalidate();
    expect(cache.size).toBe(0);
    // An answer whose request started before the change is sent, never kept.
    const late = cache.set('GET /api/search?q=oax', '{"late":1}', JSON_TYPE, before, 'search');
    expect(late.variants.identity.body.toString()).toBe('{"late":1}');
    expect(cache.get('GET /api/search?q=oax', 'search')).toBeUndefined();
  });

  it('expires a search answer after maxAgeMs, as a missed notice would need', () => {
    let now = 1_000;
    const cache = createContentCache({ maxAgeMs: 60_000, now: () => now });
    cache.set('GET /api/search?q=oax', '{}', JSON_TYPE, cache.generation, 'search');
    now += 60_000;
    expect(cache.get('GET /api/search?q=oax', 'search')).toBeDefined();
    now += 1;
    expect(cache.get('GET /api/search?q=oax', 'search')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('compresses a large answer when an encoding is first asked for, once', () => {
    const cache = createContentCache();
    const body = JSON.stringify({ content: Array.from({ length: 200 }, (_, i) => `Oaxaca ${i}`) });
    const answer = cache.set('GET /api/search?q=oaxaca', body, JSON_TYPE, 0, 'search');
    // Every encoding's ETag is known before any is made, so If-None-Match needs none of them.
    const hash = answer.variants.identity.etag.slice(1, -1);
    expect([...answer.etags]).toEqual([`"${hash}"`, `"${hash}-br"`, `"${hash}-gzip"`]);
    const brotli = answer.variants.br;
    expect(brotli.encoding).toBe('br');
    expect(brotli.etag).toBe(`"${hash}-br"`);
    expect(brotli.body.length).toBeLessThan(body.length);
    expect(answer.variants.br).toBe(brotli);
    expect(answer.variants.gzip.encoding).toBe('gzip');
    // Below the threshold every encoding is the body as it is.
    const small = cache.set('GET /api/search?q=x', '{}', JSON_TYPE, 0, 'search');
    expect(small.variants.br).toBe(small.variants.identity);
    expect([...small.etags]).toEqual([small.variants.identity.etag]);
  });
});

import { describe, expect, it } from 'vitest';
import { useApp } from './build.ts';
import { testDatabases } from './databases.ts';

const PUBLIC = 'public, max-age=60, stale-while-revalidate=600';

describe.each(testDatabases)('HTTP caching of public content on $name', (target) => {
  const ctx = useApp(target, { content: 'fixture' });

  it.each([
    '/api/cities',
    '/api/cities/2',
    '/api/cities/2/info',
    '/api/cities/2/tours',
    '/api/cities/2/spots',
    '/api/tours',
    '/api/tours/popular?limit=4',
    '/api/tours/categories',
    '/api/tours/1',
    '/api/spots/popular',
    '/api/spots/1',
    '/api/city-posts?cityId=4',
    '/api/city-posts/by-slug/4/visa-requirements',
  ])('%s carries Cache-Control and an ETag, and revalidates to 304', async (url) => {
    const first = await ctx.app.inject(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(PUBLIC);
    expect(first.headers.vary).toMatch(/authorization/i);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^(W\/)?"[^"]+"$/);

    const again = await ctx.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const listed = await ctx.app.inject({ url, headers: { 'if-none-match': `"other", ${etag}` } });
    expect(listed.statusCode).toBe(304);

    const stale = await ctx.app.inject({ url, headers: { 'if-none-match': '"stale"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('gives different bodies different ETags and the same body the same one', async () => {
    const a = await ctx.app.inject('/api/spots/1');
    const b = await ctx.app.inject('/api/spots/2');
    const a2 = await ctx.app.inject('/api/spots/1');
    expect(a.headers.etag).not.toBe(b.headers.etag);
    expect(a2.headers.etag).toBe(a.headers.etag);
  });

  it('keeps one ETag across compressed and plain answers', async () => {
    const plain = await ctx.app.inject('/api/cities/2/info');
    const compressed = await ctx.app.inject({
      url: '/api/tours/1',
      headers: { 'accept-encoding': 'gzip' },
    });
    const plainTour = await ctx.app.inject('/api/tours/1');
    expect(plain.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.headers.vary).toMatch(/authorization/i);
    expect(compressed.headers.etag).toBe(plainTour.headers.etag);
    const revalidated = await ctx.app.inject({
      url: '/api/tours/1',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': plainTour.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('never marks errors or non-content calls as cacheable', async () => {
    const missing = await ctx.app.inject('/api/tours/999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['cache-control']).not.toBe(PUBLIC);
    const invalid = await ctx.app.inject('/api/tours?size=500');
    expect(invalid.headers.etag).toBeUndefined();
    const health = await ctx.app.inject('/healthz');
    expect(health.headers.etag).toBeUndefined();
  });

  it('keeps answers to a signed-in caller out of shared caches', async () => {
    const response = await ctx.app.inject({
      url: '/api/tours/1',
      headers: { authorization: 'Bearer something' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toMatch(/authorization/i);
    expect(response.headers.etag).toBeDefined();
  });
});

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { announceContentChange } from '@sendero/db';
import { bearer, registerAndLogin } from './accounts-helpers.ts';
import { build, useApp } from './build.ts';
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

  it('gives each encoding a strong ETag of the same body, and revalidates across them', async () => {
    const plain = await ctx.app.inject('/api/cities/2/info');
    const compressed = await ctx.app.inject({
      url: '/api/tours/1',
      headers: { 'accept-encoding': 'gzip' },
    });
    const brotli = await ctx.app.inject({
      url: '/api/tours/1',
      headers: { 'accept-encoding': 'br' },
    });
    const plainTour = await ctx.app.inject('/api/tours/1');
    expect(plain.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.headers.vary).toMatch(/authorization/i);
    const tag = plainTour.headers.etag as string;
    expect(tag).toMatch(/^"[^"]+"$/);
    expect(compressed.headers.etag).toBe(`${tag.slice(0, -1)}-gzip"`);
    expect(brotli.headers.etag).toBe(`${tag.slice(0, -1)}-br"`);
    expect(gunzipSync(compressed.rawPayload).toString()).toBe(plainTour.body);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plainTour.body);
    const revalidated = await ctx.app.inject({
      url: '/api/tours/1',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': tag },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('answers anonymous requests from the in-process cache until content changes', async () => {
    const first = await ctx.app.inject('/api/cities/2');
    expect(ctx.app.contentCache.size).toBeGreaterThan(0);
    // Changed behind the cache's back (no announcement): the cached answer still goes out…
    await ctx.database.db.execute(sql`update cities set name = 'Oaxaca de Juárez' where id = 2`);
    try {
      const cached = await ctx.app.inject('/api/cities/2');
      expect(cached.body).toBe(first.body);
      // …a signed-in caller is never answered from it…
      const user = await registerAndLogin(ctx.app);
      const signedIn = await ctx.app.inject({ url: '/api/cities/2', headers: bearer(user.token) });
      expect(signedIn.json().name).toBe('Oaxaca de Juárez');
      // …and an announced change (an import, a save) empties it.
      await announceContentChange(ctx.database.db);
      await expect.poll(() => ctx.app.contentCache.size, { timeout: 5000 }).toBe(0);
      const fresh = await ctx.app.inject('/api/cities/2');
      expect(fresh.json().name).toBe('Oaxaca de Juárez');
      expect(fresh.headers.etag).not.toBe(first.headers.etag);
    } finally {
      await ctx.database.db.execute(sql`update cities set name = 'Oaxaca' where id = 2`);
      await announceContentChange(ctx.database.db);
    }
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

describe.each(testDatabases)('cached content across instances on $name', (target) => {
  it("a save on one instance empties every instance's cache, and their answers follow", async () => {
    // Two apps on one database, as two servers behind a load balancer: each listens on its own
    // connection (on PostgreSQL), so this is the path a notice takes between machines.
    const database = await target.open('fixture');
    const a = await build(database);
    const b = await build(database);
    try {
      const before = await a.app.inject('/api/tours/popular?limit=4');
      expect(a.app.contentCache.size).toBe(1);
      const user = await registerAndLogin(b.app);
      const saved = await b.app.inject({
        method: 'POST',
        url: '/api/favorites/tour/1',
        headers: bearer(user.token),
      });
      expect(saved.statusCode).toBeLessThan(300);
      await expect.poll(() => a.app.contentCache.size, { timeout: 5000 }).toBe(0);
      const after = await a.app.inject('/api/tours/popular?limit=4');
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).toBeDefined();
      expect(before.statusCode).toBe(200);
    } finally {
      await a.app.close();
      await b.app.close();
      await database.close();
    }
  });
});

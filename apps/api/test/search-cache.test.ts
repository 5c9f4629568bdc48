/**
 * Anonymous search answers kept in the process's response cache (issue 33, item 4; decision
 * 0037): a repeat is answered from it with the same bytes and strong ETag and counted as a hit, a
 * signed-in search is never kept, a kept answer costs no search budget, and a content-change
 * notice, wherever it comes from, makes every instance's next search fresh.
 */
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { SearchPage } from '@sendero/contract';
import { announceContentChange } from '@sendero/db';
import { bearer, registerAndLogin } from './accounts-helpers.ts';
import { build, useApp } from './build.ts';
import { testDatabases } from './databases.ts';
import { insertSearchDocumentRows } from './search-documents.ts';

const SEARCH_CACHE_CONTROL = 'public, max-age=30';
const TOKEN = 'metrics-token-for-the-search-cache';

/** This app's count of search-cache lookups with `result`, read from /metrics. */
async function searchLookups(app: FastifyInstance, result: 'hit' | 'miss') {
  const response = await app.inject({
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  const line = new RegExp(
    `^sendero_cache_lookups_total\\{cache="search",result="${result}"\\} (\\d+)$`,
    'm',
  );
  return Number(line.exec(response.body)?.[1] ?? 0);
}

describe.each(testDatabases)('kept search answers on $name', (target) => {
  const ctx = useApp(target, { content: 'fixture', env: { METRICS_TOKEN: TOKEN } });

  it('answers a repeated anonymous search from the cache: same bytes, same ETag, a hit', async () => {
    const url = '/api/search?q=oaxaca&size=8';
    const hitsBefore = await searchLookups(ctx.app, 'hit');
    const missesBefore = await searchLookups(ctx.app, 'miss');
    const first = await ctx.app.inject(url);
    expect(first.statusCode).toBe(200);
    expect(first.json<SearchPage>().content.length).toBeGreaterThan(0);
    expect(first.headers['cache-control']).toBe(SEARCH_CACHE_CONTROL);
    expect(first.headers.vary).toMatch(/authorization/i);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(await searchLookups(ctx.app, 'miss')).toBe(missesBefore + 1);

    const again = await ctx.app.inject(url);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(SEARCH_CACHE_CONTROL);
    expect(await searchLookups(ctx.app, 'hit')).toBe(hitsBefore + 1);

    // The encodings are kept too, and a client holding any of them gets 304.
    const brotli = await ctx.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.etag).toBe(`${etag.slice(0, -1)}-br"`);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(first.body);
    const revalidated = await ctx.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(await searchLookups(ctx.app, 'hit')).toBe(hitsBefore + 3);
  });

  it('never keeps a signed-in search, nor answers one from the cache', async () => {
    const url = '/api/search?q=quetzalcoatl';
    const anonymous = await ctx.app.inject(url);
    expect(anonymous.json<SearchPage>().totalElements).toBe(0);
    const sizeBefore = ctx.app.contentCache.size;
    // Written behind the cache's back (no notice): the kept anonymous answer still goes out…
    await insertSearchDocumentRows(ctx.database.db, [
      { id: 91_001, cityId: 2, title: 'Mirador Quetzalcoatl' },
    ]);
    const user = await registerAndLogin(ctx.app);
    const missesBefore = await searchLookups(ctx.app, 'miss');
    const hitsBefore = await searchLookups(ctx.app, 'hit');
    expect((await ctx.app.inject(url)).body).toBe(anonymous.body);
    // …while a signed-in caller's search runs, fresh, and is not kept.
    for (let i = 0; i < 2; i += 1) {
      const signedIn = await ctx.app.inject({ url, headers: bearer(user.token) });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json<SearchPage>().content.map((r) => r.title)).toEqual([
        'Mirador Quetzalcoatl',
      ]);
      expect(signedIn.headers['cache-control']).toBe(SEARCH_CACHE_CONTROL);
    }
    expect(ctx.app.contentCache.size).toBe(sizeBefore);
    expect(await searchLookups(ctx.app, 'hit')).toBe(hitsBefore + 1);
    expect(await searchLookups(ctx.app, 'miss')).toBe(missesBefore);
    await announceContentChange(ctx.database.db);
    await expect
      .poll(async () => (await ctx.app.inject(url)).json<SearchPage>().totalElements, {
        timeout: 5000,
      })
      .toBe(1);
  });

  it('keeps no error and no overlong URL: each is answered afresh', async () => {
    const refused = '/api/search?q=oaxaca&size=500';
    expect((await ctx.app.inject(refused)).statusCode).toBe(400);
    const again = await ctx.app.inject(refused);
    expect(again.statusCode).toBe(400);
    expect(again.headers.etag).toBeUndefined();
    expect(again.headers['cache-control']).toBeUndefined();
    // A made-up parameter long enough to make the key cost more than a traveller's query would.
    const size = ctx.app.contentCache.size;
    const long = await ctx.app.inject(`/api/search?q=oaxaca&utm=${'x'.repeat(1100)}`);
    expect(long.statusCode).toBe(200);
    expect(long.headers['cache-control']).toBe(SEARCH_CACHE_CONTROL);
    expect(ctx.app.contentCache.size).toBe(size);
  });
});

describe.each(testDatabases)('kept search answers across instances on $name', (target) => {
  it('a content-change notice makes the next search on every instance fresh', async () => {
    // Two apps on one database, as two servers behind a load balancer: on PostgreSQL each listens
    // on a connection of its own, the path a notice takes between machines.
    const database = await target.open('fixture');
    const a = await build(database, { env: { METRICS_TOKEN: TOKEN } });
    const b = await build(database, { env: { METRICS_TOKEN: TOKEN } });
    try {
      const url = '/api/search?q=xochitl';
      const titles = async (app: FastifyInstance) =>
        (await app.inject(url)).json<SearchPage>().content.map((r) => r.title);
      expect(await titles(a.app)).toEqual([]);
      expect(await titles(b.app)).toEqual([]);
      // A change written without a notice: both instances still send what they kept.
      await insertSearchDocumentRows(database.db, [
        { id: 92_001, cityId: 2, title: 'Jardín Xochitl' },
      ]);
      expect(await titles(a.app)).toEqual([]);
      expect(await titles(b.app)).toEqual([]);
      const hits = await searchLookups(a.app, 'hit');
      expect(hits).toBeGreaterThan(0);

      // The notice (as an import or a save on instance B sends it) empties both caches.
      const generation = a.app.contentCache.generation;
      await announceContentChange(database.db);
      await expect
        .poll(() => a.app.contentCache.generation, { timeout: 5000 })
        .toBeGreaterThan(generation);
      await expect.poll(() => b.app.contentCache.size, { timeout: 5000 }).toBe(0);
      expect(await titles(a.app)).toEqual(['Jardín Xochitl']);
      expect(await titles(b.app)).toEqual(['Jardín Xochitl']);
      expect(await searchLookups(a.app, 'hit')).toBe(hits);
      // And the fresh answer is kept again.
      expect(await titles(a.app)).toEqual(['Jardín Xochitl']);
      expect(await searchLookups(a.app, 'hit')).toBe(hits + 1);
    } finally {
      await a.app.close();
      await b.app.close();
      await database.close();
    }
  });

  it('a save on one instance (popularity) empties the kept searches of another', async () => {
    const database = await target.open('fixture');
    const a = await build(database);
    const b = await build(database);
    try {
      await a.app.inject('/api/search?q=oaxaca');
      expect(a.app.contentCache.size).toBe(1);
      const user = await registerAndLogin(b.app);
      const saved = await b.app.inject({
        method: 'POST',
        url: '/api/favorites/tour/1',
        headers: bearer(user.token),
      });
      expect(saved.statusCode).toBeLessThan(300);
      await expect.poll(() => a.app.contentCache.size, { timeout: 5000 }).toBe(0);
    } finally {
      await a.app.close();
      await b.app.close();
      await database.close();
    }
  });
});

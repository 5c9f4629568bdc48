import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_LIMITS, type SearchPage } from '@sendero/contract';
import { importDataset, readDataset } from '@sendero/content';
import { vacuumSearchIndexes } from '@sendero/db';
import { SEARCH_BUSY_MESSAGE, SEARCH_RATE_LIMIT } from '../src/modules/search/routes.ts';
import { build, useApp } from './build.ts';
import { testDatabases } from './databases.ts';
import { insertNumberedSpots, insertSearchDocumentRows } from './search-documents.ts';

const FIXTURE = fileURLToPath(
  new URL('../../../packages/content/test/fixtures/basic', import.meta.url),
);

describe.each(testDatabases)('GET /api/search on $name', (target) => {
  // Many requests from one address: the limit has its own test below.
  const ctx = useApp(target, { env: { RATE_LIMIT_FACTOR: '10' }, content: 'real' });

  const search = async (query: string) => {
    const response = await ctx.app.inject(`/api/search?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SearchPage>();
  };
  const titles = (page: SearchPage) => page.content.map((r) => r.title);

  it('answers an empty page for an empty or missing query, without error', async () => {
    for (const query of ['', 'q=', 'q=%20%20%20']) {
      expect(await search(query)).toEqual({
        content: [],
        page: 1,
        size: 20,
        totalElements: 0,
        totalPages: 0,
        totalIsLowerBound: false,
      });
    }
  });

  describe('with the real dataset', () => {
    beforeAll(async () => {
      await insertSearchDocumentRows(ctx.database.db, [
        {
          type: 'spot',
          id: 90_001,
          cityId: 2,
          title: '<script>alert("x")</script> Café & Co',
          subtitle: 'Oaxaca <b>bold</b>',
          tags: ['fixture-coffee'],
        },
      ]);
    });

    it('finds a city by its full name, first, with the match highlighted and a cache header', async () => {
      const response = await ctx.app.inject('/api/search?q=Oaxaca');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=30');
      const page = response.json<SearchPage>();
      expect(page.content[0]).toEqual({
        docType: 'city',
        docId: 2,
        cityId: 2,
        title: 'Oaxaca',
        // The state of Oaxaca: a subtitle that repeats the title is not shown.
        subtitle: null,
        highlightedTitle: '<mark>Oaxaca</mark>',
        highlightedSubtitle: null,
        url: '/cities/2',
        eventDates: null,
      });
      expect(page.totalElements).toBeGreaterThan(5);
    });

    it('shows no subtitle that repeats the title, and keeps every other', async () => {
      for (const [q, docId] of [
        ['puebla', 8],
        ['guanajuato', 7],
      ] as const) {
        expect((await search(`q=${q}&type=city`)).content[0]).toMatchObject({
          docId,
          subtitle: null,
          highlightedSubtitle: null,
        });
      }
      expect((await search('q=merida&type=city')).content[0]).toMatchObject({
        title: 'Mérida',
        subtitle: 'Yucatán',
        highlightedSubtitle: 'Yucatán',
      });
      // A spot's subtitle is its city: "Oaxaca" is kept under a title that is not "Oaxaca".
      const spot = (await search('q=oaxaca&type=spot')).content[0]!;
      expect(spot.subtitle).toBe('Oaxaca');
    });

    it('ignores accents and case both ways', async () => {
      const merida = await search('q=merida');
      expect(merida.content[0]).toMatchObject({ docType: 'city', title: 'Mérida' });
      expect(merida.content[0]!.highlightedTitle).toBe('<mark>Mérida</mark>');
      expect(titles(await search('q=M%C3%89RIDA'))[0]).toBe('Mérida');
      const cafe = await search('q=cafe');
      expect(cafe.totalElements).toBeGreaterThan(1);
      expect(titles(cafe)).toContain('<script>alert("x")</script> Café & Co');
    });

    it('matches the word being typed as a prefix', async () => {
      expect((await search('q=oax')).content[0]).toMatchObject({
        docType: 'city',
        docId: 2,
        highlightedTitle: '<mark>Oax</mark>aca',
      });
      expect(titles(await search('q=teoti'))[0]).toBe('Teotihuacan');
      expect(titles(await search('q=san%20cris'))[0]).toBe('San Cristóbal de las Casas');
    });

    it('forgives a typo', async () => {
      const oaxaca = await search('q=oaxca');
      expect(oaxaca.content[0]).toMatchObject({ docType: 'city', title: 'Oaxaca' });
      expect(oaxaca.content[0]!.highlightedTitle).toBe('<mark>Oaxaca</mark>');
      expect(titles(await search('q=tequlia'))).toContain('Tequila');
    });

    it('corrects a typo in one word of several, and marks the corrected words', async () => {
      const typed = await search('q=san%20cristbal');
      expect(typed.content[0]).toMatchObject({
        title: 'San Cristóbal de las Casas',
        highlightedTitle: '<mark>San</mark> <mark>Cristóbal</mark> de las Casas',
      });
      const typo = await search('q=oaxca%20mercado');
      const right = await search('q=oaxaca%20mercado');
      expect(right.totalElements).toBeGreaterThan(0);
      expect(typo.totalElements).toBe(right.totalElements);
      expect(typo.content[0]).toEqual(right.content[0]);
    });

    it('corrects a typo in the word still being typed', async () => {
      expect((await search('q=oaxc')).content[0]).toMatchObject({
        docType: 'city',
        title: 'Oaxaca',
      });
    });

    it("indexes a guide's link texts, not the slugs its references name (issue 34)", async () => {
      // "subacuatico" is only in the slug of the spot two Cancún guides link (spot:musa-museo-subacuatico).
      const indexed = await ctx.database.db.execute<{ n: number }>(sql`
        select count(*)::int as n from search_documents
        where doc_type = 'post' and tsv @@ to_tsquery('sendero', 'subacuatico')`);
      expect(Number(indexed.rows[0]!.n)).toBe(0);
      expect(titles(await search('q=underwater+museum&type=post'))).toContain(
        'Cancún in Three Days',
      );
    });

    it('leaves nonsense without results rather than guessing', async () => {
      expect(await search('q=zzqqxxjj')).toMatchObject({ content: [], totalElements: 0 });
    });

    it('finds city posts, with the path of their page', async () => {
      const posts = await search('q=merida&type=post&size=50');
      expect(posts.content.length).toBeGreaterThan(0);
      for (const post of posts.content) {
        expect(post.docType).toBe('post');
        expect(post.url).toMatch(new RegExp(`^/cities/${post.cityId}/post/[a-z0-9-]+$`));
      }
      expect(posts.content.map((p) => p.title)).toContain("A First-Timer's Guide to Mérida");
      const spot = (await search('q=teotihuacan&type=spot')).content[0]!;
      expect(spot.url).toBe(`/spots/${spot.docId}`);
    });

    it('filters by city, type and tags', async () => {
      const inOaxaca = await search('q=mercado&cityId=2&size=50');
      expect(inOaxaca.content.length).toBeGreaterThan(0);
      expect(inOaxaca.content.every((r) => r.cityId === 2)).toBe(true);

      const tours = await search('q=oaxaca&type=tour&size=50');
      expect(tours.content.length).toBeGreaterThan(0);
      expect(tours.content.every((r) => r.docType === 'tour')).toBe(true);

      const tagged = await search('q=cafe&tags=fixture-coffee&tags=%20');
      expect(tagged.content.map((r) => r.docId)).toEqual([90_001]);
      expect((await search('q=cafe&tags=fixture-coffee&tags=nothing-has-this')).content).toEqual(
        [],
      );
    });

    it('ignores what the client would not send', async () => {
      const all = await search('q=oaxaca');
      const ignored = await search('q=oaxaca&cityId=abc&type=%20&page=-1&size=0&tags=');
      expect(ignored).toEqual(all);
      expect((await search('q=oaxaca&cityId=2.5')).totalElements).toBe(all.totalElements);
      expect((await search('q=oaxaca&size=3.9')).size).toBe(3);
    });

    it('refuses a city id past PostgreSQL integers with 400 (once a 500)', async () => {
      const response = await ctx.app.inject('/api/search?q=cancun&cityId=2147483648');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'cityId' });
      expect(response.json().message).toMatch(/Must be a numeric id\.$/);
    });

    it('pages through the results', async () => {
      const all = await search('q=oaxaca&size=50');
      const first = await search('q=oaxaca&size=4');
      const second = await search('q=oaxaca&size=4&page=2');
      expect(first.totalElements).toBe(all.totalElements);
      expect(first.totalPages).toBe(Math.ceil(all.totalElements / 4));
      expect(second.page).toBe(2);
      expect([...first.content, ...second.content]).toEqual(all.content.slice(0, 8));
      const beyond = await search('q=oaxaca&size=4&page=999');
      expect(beyond.content).toEqual([]);
      expect(beyond.totalElements).toBe(all.totalElements);
    });

    it('ranks titles starting with the words, then titles holding them, then the rest, at any page size', async () => {
      const band = (title: string) => {
        const normalized = title
          .normalize('NFD')
          .replace(/\p{M}+/gu, '')
          .toLowerCase();
        if (normalized.startsWith('oaxaca')) return 2;
        return /\boaxaca\b/.test(normalized) ? 1 : 0;
      };
      const all = await search('q=oaxaca&size=50');
      const bands = all.content.map((result) => band(result.title));
      // The dataset has all three kinds, so the page is filled from every band.
      expect(new Set(bands)).toEqual(new Set([0, 1, 2]));
      expect(bands).toEqual([...bands].sort((a, b) => b - a));
      const paged: SearchPage['content'] = [];
      for (let page = 1; paged.length < all.content.length; page += 1) {
        const next = await search(`q=oaxaca&size=3&page=${page}`);
        expect(next.content.length).toBeGreaterThan(0);
        paged.push(...next.content);
      }
      expect(paged.slice(0, all.content.length)).toEqual(all.content);
    });

    it('escapes titles before marking matches: only <mark> is markup', async () => {
      const [result] = (await search('q=caf%C3%A9&tags=fixture-coffee')).content;
      expect(result!.highlightedTitle).toBe(
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; <mark>Café</mark> &amp; Co',
      );
      expect(result!.highlightedSubtitle).toBe('Oaxaca &lt;b&gt;bold&lt;/b&gt;');
      const [script] = (await search('q=script&tags=fixture-coffee')).content;
      expect(script!.highlightedTitle).toBe(
        '&lt;<mark>script</mark>&gt;alert(&quot;x&quot;)&lt;/<mark>script</mark>&gt; Café &amp; Co',
      );
    });

    it.each([
      ["'; drop table search_documents; --"],
      ['"unbalanced quote'],
      ['100%'],
      ['%_%'],
      ['a & b | !c'],
      ['oax:*'],
      ['(((('],
      ['\\'],
      ['🌮🌮 tacos'],
      ['🌮'],
      ['<script>'],
      ['x'.repeat(200)],
      ['東京'],
    ])('answers 200 for hostile input %#', async (q) => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/search', query: { q } });
      expect(response.statusCode, response.body).toBe(200);
    });

    it('answers 400 naming the field for malformed values', async () => {
      const cases: [Record<string, string | string[]>, string][] = [
        [{ q: 'x'.repeat(5000) }, 'q'],
        [{ q: 'x'.repeat(201) }, 'q'],
        [{ q: ['a', 'b'] }, 'q'],
        // Control characters are refused in every request text (contract text()).
        [{ q: '\u0000' }, 'q'],
        [{ q: 'oaxaca', tags: 'a\u0000b' }, 'tags.0'],
        [{ q: 'oaxaca', size: '51' }, 'size'],
        [{ q: 'oaxaca', page: '100000' }, 'page'],
        [{ q: 'oaxaca', type: 'volcano' }, 'type'],
        [{ q: 'oaxaca', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'tags'],
      ];
      for (const [query, field] of cases) {
        const response = await ctx.app.inject({ method: 'GET', url: '/api/search', query });
        expect(response.statusCode, JSON.stringify(query).slice(0, 80)).toBe(400);
        expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR', field });
      }
      // 200 characters after trimming are fine, whatever the padding.
      const padded = await ctx.app.inject({
        method: 'GET',
        url: '/api/search',
        query: { q: `   ${'y'.repeat(200)}   ` },
      });
      expect(padded.statusCode).toBe(200);
    });
  });
});

describe.each(testDatabases)('counting broad searches on $name', (target) => {
  const ctx = useApp(target);

  const search = async (query: string) => {
    const response = await ctx.app.inject(`/api/search?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SearchPage>();
  };

  /** `count` spots titled "Mirador <word> n", popularity n. */
  const insertMiradors = (word: string, count: number, firstId: number) =>
    insertNumberedSpots(ctx.database.db, {
      firstId,
      count,
      title: `Mirador ${word}`,
      cityId: 1,
      subtitle: 'Test',
      body: '',
    });

  it('ranks title, then subtitle and tag, then body matches, and counts them all', async () => {
    const spot = (
      id: number,
      title: string,
      subtitle: string,
      body: string,
      popularity: number,
    ) => ({ id, cityId: 3, title, subtitle, body, popularity });
    // The body match is the most popular: popularity only orders within a tier.
    await insertSearchDocumentRows(ctx.database.db, [
      spot(300_001, 'Cascada Escondida', 'Jaguar country', 'A walk to the falls', 5),
      spot(300_002, 'Jaguar Trail', 'Palenque', 'A walk in the selva', 1),
      spot(300_003, 'Laguna Azul', 'Bacalar', 'Sometimes a jaguar drinks here at dusk', 50),
      spot(300_004, 'Mirador del Jaguar', 'Palenque', 'Above the selva', 0),
    ]);

    for (const q of ['jaguar', 'jag', 'JAGUAR']) {
      const page = await search(`q=${q}`);
      expect(page.content.map((r) => r.docId)).toEqual([300_002, 300_004, 300_001, 300_003]);
      expect(page).toMatchObject({ totalElements: 4, totalIsLowerBound: false });
    }
    const paged = [];
    for (let page = 1; page <= 4; page += 1) {
      paged.push(...(await search(`q=jag&size=1&page=${page}`)).content.map((r) => r.docId));
    }
    expect(paged).toEqual([300_002, 300_004, 300_001, 300_003]);
    // One word in the title and one in the body only: body matches, by popularity.
    expect((await search('q=jaguar%20selva')).content.map((r) => r.docId)).toEqual([
      300_002, 300_004,
    ]);
    expect((await search('q=walk%20jag')).content.map((r) => r.docId)).toEqual([300_001, 300_002]);
  });

  it('orders many body-only matches the same way whether it scans by popularity or sorts them', async () => {
    const spots = { cityId: 2, subtitle: 'Oaxaca', popularityModulo: 37 };
    await insertNumberedSpots(ctx.database.db, {
      ...spots,
      firstId: 400000,
      count: 300,
      title: 'Fonda',
      body: 'Famous for its tlayudas',
    });
    await insertNumberedSpots(ctx.database.db, {
      ...spots,
      firstId: 500000,
      count: 3000,
      title: 'Tienda',
      body: 'Crafts and textiles',
    });
    await vacuumSearchIndexes(ctx.database.db);
    // 300 body-only matches in 3,300 documents: a page of 8 is found by scanning about 88 in
    // popularity order; a page of 50 would take about 550, more than the 300 matches, so those are
    // sorted instead.
    const scanned = await search('q=tlayudas&size=8');
    const sorted = await search('q=tlayudas&size=50');
    expect(scanned.totalElements).toBe(300);
    expect(scanned.content.map((r) => r.docId)).toEqual(
      sorted.content.slice(0, 8).map((r) => r.docId),
    );
    expect(scanned.content.map((r) => r.title)).toEqual([
      'Fonda 110',
      'Fonda 147',
      'Fonda 184',
      'Fonda 221',
      'Fonda 258',
      'Fonda 295',
      'Fonda 36',
      'Fonda 73',
    ]);
  });

  it('counts and pages up to 1,000 matches, and says when there are more', async () => {
    await insertMiradors('Quetzal', SEARCH_LIMITS.maxCountedResults + 5, 100_000);
    await insertMiradors('Colibri', SEARCH_LIMITS.maxCountedResults, 200_000);

    const broad = await search('q=quetzal');
    expect(broad).toMatchObject({
      totalElements: SEARCH_LIMITS.maxCountedResults,
      totalPages: SEARCH_LIMITS.maxCountedResults / 20,
      totalIsLowerBound: true,
    });
    // Ranked by popularity among equals: the most popular of all, not of the counted ones.
    expect(broad.content[0]!.title).toBe(`Mirador Quetzal ${SEARCH_LIMITS.maxCountedResults + 5}`);
    const last = await search('q=quetzal&page=50');
    expect(last.content).toHaveLength(20);
    const past = await search('q=quetzal&page=51');
    expect(past).toMatchObject({ content: [], totalElements: 1000, totalIsLowerBound: true });

    const exact = await search('q=colibri&size=50&page=20');
    expect(exact).toMatchObject({ totalElements: 1000, totalIsLowerBound: false });
    expect(exact.content).toHaveLength(50);
    expect(exact.content.at(-1)!.title).toBe('Mirador Colibri 1');
  });
});

describe.each(testDatabases)('search index and content imports on $name', (target) => {
  const ctx = useApp(target);
  const titles = (page: SearchPage) => page.content.map((r) => r.title);

  it('follows a re-import that renames a spot', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sendero-search-fixture-'));
    cpSync(FIXTURE, dir, { recursive: true });
    const spotsFile = join(dir, 'data/cities/oaxaca/spots.yaml');
    await importDataset(ctx.database.db, readDataset(join(dir, 'data')), join(dir, 'images'));

    const find = async (q: string) =>
      (await ctx.app.inject({ url: '/api/search', query: { q } })).json<SearchPage>();
    const before = await find('santo domingo');
    expect(before.content[0]).toMatchObject({ docType: 'spot', title: 'Templo de Santo Domingo' });
    const id = before.content[0]!.docId;

    writeFileSync(
      spotsFile,
      readFileSync(spotsFile, 'utf8').replace(
        'name: Templo de Santo Domingo',
        'name: Ex-Convento Dominico',
      ),
    );
    const generation = ctx.app.contentCache.generation;
    await importDataset(ctx.database.db, readDataset(join(dir, 'data')), join(dir, 'images'));
    // The import's notice empties the kept searches (in production, within milliseconds).
    await expect
      .poll(() => ctx.app.contentCache.generation, { timeout: 5000 })
      .toBeGreaterThan(generation);

    expect(titles(await find('santo domingo'))).not.toContain('Templo de Santo Domingo');
    expect((await find('templo')).content).toEqual([]);
    expect((await find('dominico')).content[0]).toMatchObject({
      docType: 'spot',
      docId: id,
      title: 'Ex-Convento Dominico',
    });

    // The typo dictionary follows the import too.
    const words = await ctx.database.db.execute(
      sql`select word from search_words where word in ('templo', 'dominico') order by word`,
    );
    expect(words.rows.map((row) => row['word'])).toEqual(['dominico']);
    expect((await find('dominco')).content[0]).toMatchObject({ docType: 'spot', docId: id });
  });
});

describe.each(testDatabases)('search limits on $name', (target) => {
  const ctx = useApp(target);

  it('answers 429 past 1,200 searches a minute from one address, sized for a carrier-grade NAT', async () => {
    expect(SEARCH_RATE_LIMIT.max).toBe(1200);
    // Counted once, then kept: asked again along the way, it is answered from the cache.
    const kept = await ctx.app.inject('/api/search?q=oaxaca');
    expect(kept.statusCode).toBe(200);
    const statuses: number[] = [];
    // Each URL once, so each is a search the cache does not answer. An empty query is answered
    // without a database query: the budget is what is measured.
    for (let i = 1; i < SEARCH_RATE_LIMIT.max; i += 1) {
      statuses.push((await ctx.app.inject(`/api/search?q=&n=${i}`)).statusCode);
      if (i % 100 === 0) {
        const again = await ctx.app.inject('/api/search?q=oaxaca');
        expect(again.statusCode).toBe(200);
        expect(again.body).toBe(kept.body);
      }
    }
    // 1,200 counted, and the 11 answers from the cache cost nothing (decision 0037).
    expect(statuses.every((s) => s === 200)).toBe(true);
    const refused = await ctx.app.inject('/api/search?q=oax');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Past the budget, a kept answer still goes out: it costs less than counting it would.
    expect((await ctx.app.inject('/api/search?q=oaxaca')).statusCode).toBe(200);
    const other = await ctx.app.inject({ url: '/api/search?q=oax', remoteAddress: '10.0.0.9' });
    expect(other.statusCode).toBe(200);
  });
});

describe('search cost cap', () => {
  it('refuses searches past the instance’s in-flight cap at once, with 503 and Retry-After', async () => {
    const database = await testDatabases[0]!.open();
    const { app } = await build(database, { searchMaxInFlight: 0 });
    try {
      const response = await app.inject('/api/search?q=oaxaca');
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.json()).toMatchObject({
        error: 'SERVICE_UNAVAILABLE',
        message: SEARCH_BUSY_MESSAGE,
      });
    } finally {
      await app.close();
      await database.close();
    }
  });
});

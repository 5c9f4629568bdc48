/** Bookmarks and favourites: signed in and out, owner isolation, idempotence, popular ordering. */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useApp } from './build.ts';
import { testDatabases } from './databases.ts';
import { bearer, registerAndLogin } from './accounts-helpers.ts';

describe.each(testDatabases)('bookmarks and favourites on $name', (target) => {
  const ctx = useApp(target, { content: 'fixture' });
  let tourId: number;
  let spotIds: number[];

  beforeAll(async () => {
    const tours = (await ctx.app.inject('/api/tours?cityId=2')).json();
    tourId = tours.content[0].id;
    const spots = (await ctx.app.inject('/api/spots/popular?cityId=2&sort=name')).json();
    spotIds = spots.content.map((s: { id: number }) => s.id);
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string) =>
    ctx.app.inject({ method, url, headers: token ? bearer(token) : {} });

  it('refuses every call without a valid token', async () => {
    for (const [method, url] of [
      ['GET', '/api/bookmarks/tours'],
      ['GET', '/api/bookmarks/tours/ids'],
      ['GET', `/api/bookmarks/exists?targetId=${tourId}&targetType=tour`],
      ['POST', `/api/bookmarks?targetId=${tourId}&targetType=tour`],
      ['DELETE', `/api/bookmarks?targetId=${tourId}&targetType=tour`],
      ['GET', '/api/favorites/tours'],
      ['GET', '/api/favorites/spots'],
      ['GET', `/api/favorites/exists?type=tour&targetId=${tourId}`],
      ['POST', `/api/favorites/tour/${tourId}`],
      ['POST', `/api/favorites/spot/${spotIds[0]}`],
    ] as const) {
      const response = await call(method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().error).toBe('AUTH_REQUIRED');
    }
  });

  it('bookmarks a tour once however often it is added, lists it with its tour, and removes it', async () => {
    const user = await registerAndLogin(ctx.app);
    for (let i = 0; i < 2; i += 1) {
      const added = await call(
        'POST',
        `/api/bookmarks?targetId=${tourId}&targetType=tour`,
        user.token,
      );
      expect(added.statusCode).toBe(200);
      expect(added.json()).toEqual({ bookmarked: true });
    }
    const ids = await call('GET', '/api/bookmarks/tours/ids', user.token);
    expect(ids.json()).toEqual([tourId]);
    expect(ids.headers['cache-control']).toBe('private, no-store');
    const exists = await call(
      'GET',
      `/api/bookmarks/exists?targetId=${tourId}&targetType=tour`,
      user.token,
    );
    expect(exists.json()).toEqual({ bookmarked: true });

    const list = (await call('GET', '/api/bookmarks/tour', user.token)).json();
    expect(list).toMatchObject({ page: 0, totalElements: 1, totalPages: 1 });
    expect(list.content[0]).toMatchObject({
      targetType: 'tour',
      targetId: tourId,
      tour: { id: tourId, title: 'Centro Walk', bookmarked: true, favorited: false },
    });

    expect(
      (
        await call('DELETE', `/api/bookmarks?targetId=${tourId}&targetType=tour`, user.token)
      ).json(),
    ).toEqual({
      bookmarked: false,
    });
    expect(
      (await call('DELETE', `/api/bookmarks?targetId=${tourId}&targetType=tour`, user.token))
        .statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/bookmarks/tours/ids', user.token)).json()).toEqual([]);
  });

  it('toggles favourites and pages the favourite lists', async () => {
    const user = await registerAndLogin(ctx.app);
    expect((await call('POST', `/api/favorites/tour/${tourId}`, user.token)).json()).toEqual({
      favorited: true,
    });
    expect(
      (await call('GET', `/api/favorites/exists?type=tour&targetId=${tourId}`, user.token)).json(),
    ).toEqual({
      favorited: true,
    });
    expect((await call('POST', `/api/favorites/tour/${tourId}`, user.token)).json()).toEqual({
      favorited: false,
    });

    for (const id of spotIds) await call('POST', `/api/favorites/spot/${id}`, user.token);
    const firstPage = (await call('GET', '/api/favorites/spots?page=0&size=2', user.token)).json();
    expect(firstPage).toMatchObject({ page: 0, size: 2, totalElements: 3, totalPages: 2 });
    expect(firstPage.content).toHaveLength(2);
    expect(firstPage.content[0].spot).toMatchObject({ favorited: true, media: expect.any(Array) });
    const secondPage = (await call('GET', '/api/favorites/spots?page=1&size=2', user.token)).json();
    expect(secondPage.content).toHaveLength(1);
    const all = [...firstPage.content, ...secondPage.content].map(
      (e: { targetId: number }) => e.targetId,
    );
    expect(all.sort()).toEqual([...spotIds].sort());
  });

  it('answers 404 for a missing target and 400 for a bad type or id', async () => {
    const user = await registerAndLogin(ctx.app);
    expect(
      (await call('POST', '/api/bookmarks?targetId=999999&targetType=tour', user.token)).statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/favorites/spot/999999', user.token)).statusCode).toBe(404);
    const badType = await call(
      'POST',
      `/api/bookmarks?targetId=${tourId}&targetType=city`,
      user.token,
    );
    expect(badType.statusCode).toBe(400);
    expect(badType.json().field).toBe('targetType');
    const badId = await call('POST', '/api/favorites/tour/abc', user.token);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().field).toBe('id');
    // Ids past PostgreSQL's integer name nothing: 400, never a 500 from the query.
    for (const [method, url] of [
      ['GET', '/api/bookmarks/exists?targetId=99999999999&targetType=tour'],
      ['POST', '/api/bookmarks?targetId=2147483648&targetType=spot'],
      ['DELETE', '/api/bookmarks?targetId=2147483648&targetType=spot'],
      ['GET', '/api/favorites/exists?type=tour&targetId=2147483648'],
      ['POST', '/api/favorites/tour/2147483648'],
    ] as const) {
      const response = await call(method, url, user.token);
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json().message).toMatch(/Must be a numeric id\.$/);
    }
  });

  it("never shows or changes another user's rows, nor reveals they exist", async () => {
    const a = await registerAndLogin(ctx.app);
    const b = await registerAndLogin(ctx.app);
    await call('POST', `/api/bookmarks?targetId=${tourId}&targetType=tour`, a.token);
    await call('POST', `/api/favorites/spot/${spotIds[0]}`, a.token);

    expect((await call('GET', '/api/bookmarks/tours/ids', b.token)).json()).toEqual([]);
    expect((await call('GET', '/api/bookmarks/tours', b.token)).json().totalElements).toBe(0);
    expect((await call('GET', '/api/favorites/spots', b.token)).json().totalElements).toBe(0);
    expect(
      (
        await call('GET', `/api/bookmarks/exists?targetId=${tourId}&targetType=tour`, b.token)
      ).json(),
    ).toEqual({
      bookmarked: false,
    });
    // B removing "their" bookmark leaves A's alone.
    await call('DELETE', `/api/bookmarks?targetId=${tourId}&targetType=tour`, b.token);
    expect((await call('GET', '/api/bookmarks/tours/ids', a.token)).json()).toEqual([tourId]);
    expect(
      (await call('GET', `/api/favorites/exists?type=spot&targetId=${spotIds[0]}`, a.token)).json(),
    ).toEqual({
      favorited: true,
    });
  });

  it('lets favourites and bookmarks lead the popular order', async () => {
    const before = (await ctx.app.inject('/api/spots/popular?cityId=2'))
      .json()
      .content.map((s: { id: number }) => s.id);
    const last = before.at(-1) as number;
    for (let i = 0; i < 2; i += 1) {
      const fan = await registerAndLogin(ctx.app);
      await call('POST', `/api/favorites/spot/${last}`, fan.token);
      await call('POST', `/api/bookmarks?targetId=${last}&targetType=spot`, fan.token);
    }
    const after = (await ctx.app.inject('/api/spots/popular?cityId=2'))
      .json()
      .content.map((s: { id: number }) => s.id);
    expect(after[0]).toBe(last);
  });

  it('moves search popularity as soon as something is saved or removed', async () => {
    /** The document's popularity, which every one of its rows in the terms index must share. */
    const popularity = async () => {
      const { rows } = await ctx.database.db.execute(
        sql`select popularity from search_documents where doc_type = 'tour' and doc_id = ${tourId}
            union select t.popularity from search_terms t join search_documents d on d.key = t.doc_key
                  where d.doc_type = 'tour' and d.doc_id = ${tourId}`,
      );
      expect(rows).toHaveLength(1);
      return Number(rows[0]!['popularity']);
    };
    const start = await popularity();
    const user = await registerAndLogin(ctx.app);
    await call('POST', `/api/favorites/tour/${tourId}`, user.token);
    await call('POST', `/api/bookmarks?targetId=${tourId}&targetType=tour`, user.token);
    expect(await popularity()).toBe(start + 2);
    await call('DELETE', `/api/bookmarks?targetId=${tourId}&targetType=tour`, user.token);
    await call('POST', `/api/favorites/tour/${tourId}`, user.token);
    expect(await popularity()).toBe(start);
  });

  it('marks tour and spot reads with the caller’s flags when a token is sent', async () => {
    const user = await registerAndLogin(ctx.app);
    await call('POST', `/api/bookmarks?targetId=${tourId}&targetType=tour`, user.token);
    await call('POST', `/api/favorites/spot/${spotIds[1]}`, user.token);

    const tour = (await call('GET', `/api/tours/${tourId}`, user.token)).json();
    expect(tour).toMatchObject({ bookmarked: true, favorited: false });
    const spot = (await call('GET', `/api/spots/${spotIds[1]}`, user.token)).json();
    expect(spot).toMatchObject({ bookmarked: false, favorited: true });
    const list = (await call('GET', '/api/tours?cityId=2', user.token)).json();
    expect(list.content[0]).toMatchObject({ id: tourId, bookmarked: true });

    const anonymous = (await call('GET', `/api/tours/${tourId}`)).json();
    expect(anonymous.bookmarked).toBeUndefined();
    // Personalised answers must not be cached by shared caches.
    const personal = await call('GET', `/api/tours/${tourId}`, user.token);
    expect(personal.headers['cache-control']).toMatch(/private/);
  });
});

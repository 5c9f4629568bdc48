import { asc, count, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tourStops, tours } from '@sendero/db';
import { build, useApp } from './build.ts';
import { addSaves, countingHandle } from './content-setup.ts';
import { testDatabases } from './databases.ts';

interface TourBody {
  id: number;
  title: string;
  cityId: number;
  cityName: string;
  city: { id: number; name: string };
  category: string;
  stopCount: number;
}
interface PageBody<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

describe.each(testDatabases)('tour calls on $name', (target) => {
  const ctx = useApp(target, { content: 'real' });

  const getPage = async (url: string) => {
    const response = await ctx.app.inject(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as PageBody<TourBody>;
  };
  const tourCount = async () => ctx.database.db.$count(tours);

  describe('GET /api/tours', () => {
    it('answers the first page of 20 in the paged shape', async () => {
      const total = await tourCount();
      const body = await getPage('/api/tours');
      expect(body.page).toBe(0);
      expect(body.size).toBe(20);
      expect(body.totalElements).toBe(total);
      expect(body.totalPages).toBe(Math.ceil(total / 20));
      expect(body.content).toHaveLength(20);
      const first = body.content[0]!;
      expect(first.city).toEqual({ id: first.cityId, name: first.cityName });
      expect(first.stopCount).toBeGreaterThan(0);
      expect(first).not.toHaveProperty('favorited');
      expect(first).not.toHaveProperty('bookmarked');
    });

    it('takes limit as the page size, and size over limit', async () => {
      expect((await getPage('/api/tours?limit=5')).content).toHaveLength(5);
      const sized = await getPage('/api/tours?limit=5&size=3');
      expect(sized.size).toBe(3);
      expect(sized.content).toHaveLength(3);
    });

    it('pages without overlap and answers an empty page past the end', async () => {
      const first = await getPage('/api/tours?size=10&page=0');
      const second = await getPage('/api/tours?size=10&page=1');
      const firstIds = first.content.map((t) => t.id);
      expect(second.page).toBe(1);
      expect(second.content.some((t) => firstIds.includes(t.id))).toBe(false);
      const beyond = await getPage('/api/tours?size=10&page=999');
      expect(beyond.content).toEqual([]);
      expect(beyond.totalElements).toBe(first.totalElements);
    });

    it.each([
      ['size=101', 'size'],
      ['limit=101', 'limit'],
      ['limit=0', 'limit'],
      ['page=-1', 'page'],
      ['sort=rank;drop', 'sort'],
      ['sort=random', 'sort'],
      ['cityId=abc', 'cityId'],
    ])('rejects %s with a 400 naming %s', async (query, field) => {
      const response = await ctx.app.inject(`/api/tours?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR', field });
    });

    it('accepts a size of exactly 100', async () => {
      expect((await getPage('/api/tours?size=100')).size).toBe(100);
    });

    it('filters by city and by category', async () => {
      const oaxaca = await getPage('/api/tours?cityId=2&size=100');
      expect(oaxaca.content.length).toBeGreaterThan(0);
      expect(oaxaca.content.every((t) => t.cityId === 2 && t.cityName === 'Oaxaca')).toBe(true);
      const food = await getPage('/api/tours?category=food&size=100');
      expect(food.content.length).toBeGreaterThan(0);
      expect(food.content.every((t) => t.category === 'food')).toBe(true);
      expect((await getPage('/api/tours?cityId=999')).totalElements).toBe(0);
    });

    it('sorts by title when asked', async () => {
      const titles = (await getPage('/api/tours?sort=title&size=100')).content.map((t) => t.title);
      expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    });
  });

  describe('GET /api/tours/popular', () => {
    it('puts the most favourited and bookmarked tours first, then the curated order', async () => {
      const curated = (await getPage('/api/tours?size=100')).content.map((t) => t.id);
      const last = curated.at(-1)!;
      const secondLast = curated.at(-2)!;
      await addSaves(ctx.database.db, 'favorite', 'tour', secondLast, 2);
      await addSaves(ctx.database.db, 'favorite', 'tour', last, 1);
      await addSaves(ctx.database.db, 'bookmark', 'tour', last, 2);
      // Written behind the API's back: drop cached answers, as the saves' announcement would.
      ctx.app.contentCache.invalidate();

      const popular = (await getPage('/api/tours/popular?size=100')).content.map((t) => t.id);
      expect(popular.slice(0, 2)).toEqual([last, secondLast]);
      expect(popular.slice(2)).toEqual(curated.filter((id) => id !== last && id !== secondLast));
      const explicit = await getPage('/api/tours?sort=popular&limit=2');
      expect(explicit.content.map((t) => t.id)).toEqual([last, secondLast]);
      const other = await getPage('/api/tours/popular?sort=title&limit=3');
      expect(other.content[0]!.id).not.toBe(last);
    });

    it('filters popular tours by city with a limit', async () => {
      const body = await getPage('/api/tours/popular?cityId=1&limit=4');
      expect(body.content).toHaveLength(4);
      expect(body.content.every((t) => t.cityId === 1)).toBe(true);
    });
  });

  describe('GET /api/tours/categories', () => {
    it('counts tours per category across México and in one city', async () => {
      const response = await ctx.app.inject('/api/tours/categories');
      expect(response.statusCode).toBe(200);
      const all = response.json() as { category: string; count: number }[];
      expect(all.reduce((sum, c) => sum + c.count, 0)).toBe(await tourCount());
      const counts = all.map((c) => c.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      const food = all.find((c) => c.category === 'food')!;
      expect((await getPage('/api/tours?category=food')).totalElements).toBe(food.count);

      const city = (await ctx.app.inject('/api/tours/categories?cityId=2')).json() as {
        count: number;
      }[];
      const cityTotal = (await getPage('/api/tours?cityId=2')).totalElements;
      expect(city.reduce((sum, c) => sum + c.count, 0)).toBe(cityTotal);
      expect((await ctx.app.inject('/api/tours/categories?cityId=x')).statusCode).toBe(400);
    });
  });

  describe('GET /api/tours/{id}', () => {
    it('answers the tour with its stops in order', async () => {
      const [tour] = await ctx.database.db
        .select()
        .from(tours)
        .where(eq(tours.slug, 'oaxaca-food-trail'));
      const stops = await ctx.database.db
        .select()
        .from(tourStops)
        .where(eq(tourStops.tourId, tour!.id))
        .orderBy(asc(tourStops.orderIndex));
      const response = await ctx.app.inject(`/api/tours/${tour!.id}`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        id: tour!.id,
        title: tour!.title,
        cityId: 2,
        cityName: 'Oaxaca',
        city: { id: 2, name: 'Oaxaca' },
        stopCount: stops.length,
      });
      expect(body.spots.map((s: { spot: { id: number } }) => s.spot.id)).toEqual(
        stops.map((s) => s.spotId),
      );
      expect(body.spots.map((s: { orderIndex: number }) => s.orderIndex)).toEqual(
        stops.map((s) => s.orderIndex),
      );
      const firstStop = body.spots[0].spot;
      expect(firstStop.coordinates).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
      expect(firstStop.media[0]).toMatchObject({ fileUrl: expect.stringMatching(/^\/media\//) });
      expect(firstStop.city).toEqual({ id: 2, name: 'Oaxaca' });
    });

    it('answers 404 "Tour not found" for a missing tour', async () => {
      const response = await ctx.app.inject('/api/tours/99999');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'NOT_FOUND', message: 'Tour not found' });
    });

    it.each(['abc', '0', '-3', '1.5', '99999999999'])(
      'answers 400 naming id for %s',
      async (id) => {
        const response = await ctx.app.inject(`/api/tours/${id}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'id' });
      },
    );

    it('reads a tour with many stops in at most three statements', async () => {
      const counted = countingHandle(ctx.database);
      const { app } = await build(counted.handle);
      try {
        const [longest] = await ctx.database.db
          .select({ tourId: tourStops.tourId, stops: count() })
          .from(tourStops)
          .groupBy(tourStops.tourId)
          .orderBy(desc(count()), asc(tourStops.tourId))
          .limit(1);
        counted.statements.length = 0;
        const response = await app.inject(`/api/tours/${longest!.tourId}`);
        expect(response.statusCode).toBe(200);
        expect(response.json().spots).toHaveLength(longest!.stops);
        expect(counted.statements.length).toBeGreaterThan(0);
        expect(counted.statements.length).toBeLessThanOrEqual(3);

        counted.statements.length = 0;
        await app.inject('/api/tours/popular?size=100');
        expect(counted.statements.length).toBeLessThanOrEqual(2);
      } finally {
        await app.close();
      }
    });
  });
});

import { describe, expect, it } from 'vitest';
import { spots } from '@sendero/db';
import { useApp } from './build.ts';
import { addSaves } from './content-setup.ts';
import { testDatabases } from './databases.ts';

interface SpotBody {
  id: number;
  name: string;
  cityId: number;
}

describe.each(testDatabases)('spot calls on $name', (target) => {
  const ctx = useApp(target, { content: 'real' });

  const getPage = async (url: string) => {
    const response = await ctx.app.inject(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      content: SpotBody[];
      page: number;
      size: number;
      totalElements: number;
      totalPages: number;
    };
  };

  describe('GET /api/spots/{id}', () => {
    it('answers the spot with coordinates, media and its city', async () => {
      const list = await getPage('/api/spots/popular?cityId=2&limit=1');
      const id = list.content[0]!.id;
      const response = await ctx.app.inject(`/api/spots/${id}`);
      expect(response.statusCode).toBe(200);
      const spot = response.json();
      expect(spot).toMatchObject({
        id,
        cityId: 2,
        cityName: 'Oaxaca',
        city: { id: 2, name: 'Oaxaca' },
        coordinates: { lat: expect.any(Number), lng: expect.any(Number) },
      });
      expect(spot.media.length).toBeGreaterThan(0);
      expect(spot.media[0]).toMatchObject({
        fileUrl: expect.stringMatching(/^\/media\/spots\//),
        alt: expect.any(String),
      });
      expect(Array.isArray(spot.tags)).toBe(true);
      expect(spot).not.toHaveProperty('lat');
      expect(spot).not.toHaveProperty('images');
    });

    it('answers 404 "Spot not found" for a missing spot', async () => {
      const response = await ctx.app.inject('/api/spots/99999');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'NOT_FOUND', message: 'Spot not found' });
    });

    it.each(['abc', '0', '2e3x'])('answers 400 naming id for %s', async (id) => {
      const response = await ctx.app.inject(`/api/spots/${id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'id' });
    });
  });

  describe('GET /api/spots/popular', () => {
    it('pages every spot, 20 by default', async () => {
      const total = await ctx.database.db.$count(spots);
      const body = await getPage('/api/spots/popular');
      expect(body).toMatchObject({ page: 0, size: 20, totalElements: total });
      expect(body.totalPages).toBe(Math.ceil(total / 20));
      expect(body.content).toHaveLength(20);
      expect((await getPage('/api/spots/popular?limit=12')).content).toHaveLength(12);
    });

    it('filters by city', async () => {
      const body = await getPage('/api/spots/popular?cityId=3&size=100');
      expect(body.content.length).toBeGreaterThan(0);
      expect(body.content.every((s) => s.cityId === 3)).toBe(true);
    });

    it('orders by favourites + bookmarks, then the curated order', async () => {
      const before = (await getPage('/api/spots/popular?cityId=2&size=100')).content.map(
        (s) => s.id,
      );
      const last = before.at(-1)!;
      await addSaves(ctx.database.db, 'bookmark', 'spot', last, 1);
      await addSaves(ctx.database.db, 'favorite', 'spot', last, 1);
      // Saves of a tour with the same id must not count for the spot.
      await addSaves(ctx.database.db, 'favorite', 'tour', before[1]!, 5);
      // Written behind the API's back: drop cached answers, as the saves' announcement would.
      ctx.app.contentCache.invalidate();
      const after = (await getPage('/api/spots/popular?cityId=2&size=100')).content.map(
        (s) => s.id,
      );
      expect(after).toEqual([last, ...before.slice(0, -1)]);
    });

    it('sorts by name when asked', async () => {
      const names = (await getPage('/api/spots/popular?sort=name&size=100')).content.map(
        (s) => s.name,
      );
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    });

    it.each([
      ['size=101', 'size'],
      ['limit=500', 'limit'],
      ['sort=title', 'sort'],
      ['sort=', 'sort'],
      ['cityId=-1', 'cityId'],
    ])('rejects %s with a 400 naming %s', async (query, field) => {
      const response = await ctx.app.inject(`/api/spots/popular?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR', field });
    });
  });
});

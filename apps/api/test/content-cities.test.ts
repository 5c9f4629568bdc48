import { describe, expect, it } from 'vitest';
import { useApp } from './build.ts';
import { testDatabases } from './databases.ts';

describe.each(testDatabases)('city calls on $name', (target) => {
  const ctx = useApp(target, { content: 'real' });

  const json = async (url: string, status = 200) => {
    const response = await ctx.app.inject(url);
    expect(response.statusCode, response.body).toBe(status);
    return response.json();
  };

  describe('GET /api/cities/{id}', () => {
    it('answers the city with its content counts', async () => {
      const city = await json('/api/cities/2');
      expect(city).toMatchObject({ id: 2, slug: 'oaxaca', name: 'Oaxaca' });
      expect(city.mainImageUrl).toMatch(/^\/media\/cities\//);
      expect(city.tourCount).toBe((await json('/api/cities/2/tours')).totalElements);
      expect(city.spotCount).toBe((await json('/api/cities/2/spots')).totalElements);
      expect(city.postCount).toBe((await json('/api/city-posts?cityId=2')).length);
      expect(city.tourCount).toBeGreaterThan(0);
      expect(city).not.toHaveProperty('updatedAt');
    });

    it('answers México (id 4) with its 16 guides', async () => {
      expect(await json('/api/cities/4')).toMatchObject({ id: 4, postCount: 16 });
    });

    it.each([
      '/api/cities/999',
      '/api/cities/999/info',
      '/api/cities/999/tours',
      '/api/cities/999/spots',
    ])('answers 404 "City not found." for %s', async (url) => {
      expect(await json(url, 404)).toEqual({ error: 'NOT_FOUND', message: 'City not found.' });
    });

    it.each([
      '/api/cities/abc',
      '/api/cities/0/info',
      '/api/cities/x1/tours',
      '/api/cities/1.5/spots',
    ])('answers 400 naming id for %s', async (url) => {
      expect(await json(url, 400)).toMatchObject({ error: 'VALIDATION_ERROR', field: 'id' });
    });
  });

  describe('GET /api/cities/{id}/info', () => {
    it('answers the basics sections with topics and tips', async () => {
      const info = await json('/api/cities/2/info');
      expect(info.sections.length).toBeGreaterThan(0);
      const section = info.sections[0];
      expect(section).toMatchObject({ sectionKey: expect.any(String), title: expect.any(String) });
      expect(section.topics[0]).toMatchObject({
        topicKey: expect.any(String),
        tips: expect.any(Array),
      });
      expect(section.topics[0].tips[0]).toEqual({ tipText: expect.any(String) });
    });
  });

  describe('GET /api/cities/{id}/tours and /spots', () => {
    it('pages the city tours with a limit and sort', async () => {
      const page = await json('/api/cities/1/tours?limit=2');
      expect(page).toMatchObject({ page: 0, size: 2 });
      expect(page.content).toHaveLength(2);
      expect(page.content.every((t: { cityId: number }) => t.cityId === 1)).toBe(true);
      const titles = (await json('/api/cities/1/tours?sort=title')).content.map(
        (t: { title: string }) => t.title,
      );
      expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    });

    it('lists every tour and spot of México for the country entry (id 4)', async () => {
      const tours = await json('/api/tours?size=100');
      const countryTours = await json('/api/cities/4/tours?size=100');
      expect(countryTours.totalElements).toBe(tours.totalElements);
      expect(countryTours.totalElements).toBeGreaterThan(0);
      const cityIds = new Set(countryTours.content.map((t: { cityId: number }) => t.cityId));
      expect(cityIds.size).toBeGreaterThan(1);
      const countrySpots = await json('/api/cities/4/spots?size=100');
      const oaxacaSpots = await json('/api/cities/2/spots?size=100');
      expect(countrySpots.totalElements).toBeGreaterThan(oaxacaSpots.totalElements);
      expect(countrySpots.content.map((s: { cityId: number }) => s.cityId)).toContain(2);
    });

    it('pages the city spots', async () => {
      const all = await json('/api/cities/1/spots?size=100');
      expect(all.content.every((s: { cityId: number }) => s.cityId === 1)).toBe(true);
      const second = await json('/api/cities/1/spots?size=3&page=1');
      expect(second.content.map((s: { id: number }) => s.id)).toEqual(
        all.content.slice(3, 6).map((s: { id: number }) => s.id),
      );
    });

    it('validates the list query', async () => {
      expect(await json('/api/cities/1/tours?size=101', 400)).toMatchObject({ field: 'size' });
      expect(await json('/api/cities/1/spots?sort=title', 400)).toMatchObject({ field: 'sort' });
    });
  });
});

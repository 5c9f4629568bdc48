import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { importDataset, readDataset } from '@sendero/content';
import { useApp } from './build.ts';
import { testDatabases } from './databases.ts';

const FIXTURE = fileURLToPath(
  new URL('../../../packages/content/test/fixtures/basic', import.meta.url),
);

describe.each(testDatabases)('GET /api/cities on $name', (target) => {
  const ctx = useApp(target);

  it('answers an empty list before any content is loaded', async () => {
    const response = await ctx.app.inject('/api/cities');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  describe('with content', () => {
    beforeAll(async () => {
      await importDataset(
        ctx.database.db,
        readDataset(join(FIXTURE, 'data')),
        join(FIXTURE, 'images'),
      );
    });

    it('lists every city in curated order with its image', async () => {
      const response = await ctx.app.inject('/api/cities');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toMatch(/max-age=60/);
      const body = response.json();
      expect(body.map((c: { id: number }) => c.id)).toEqual([4, 2, 8]);
      expect(body[1]).toEqual({
        id: 2,
        slug: 'oaxaca',
        name: 'Oaxaca',
        region: 'Oaxaca',
        description: 'Fixture Oaxaca.',
        mainImageUrl: '/media/cities/oaxaca.svg',
        mainImageAlt: 'Fixture Oaxaca',
        lat: 17.0606,
        lng: -96.7253,
        timeZone: 'America/Mexico_City',
      });
    });
  });
});

import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@sendero/db';
import { migrationsBefore } from '../../db/test/migrations.ts';
import { clonePglite, pgliteHandle } from '../../db/test/templates.ts';
import { importDataset, readDataset } from '../src/index.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/basic', import.meta.url));

describe('migration 0008_place_facts on a database with free-text hours', () => {
  let handle: DatabaseHandle;
  const before = migrationsBefore('0008_place_facts');
  afterAll(async () => {
    await handle?.close();
    rmSync(before, { recursive: true, force: true });
  });

  it('keeps the rows, clears hours nothing can evaluate, and the next import fills the facts', async () => {
    handle = pgliteHandle(await clonePglite('blank'));
    await migrate(handle.db as never, { migrationsFolder: before });
    // Rows as an import before issue 30 wrote them.
    await handle.db.execute(sql`
      insert into cities (id, slug, name, description, main_image_url, main_image_alt, lat, lng)
      values (2, 'oaxaca', 'Oaxaca', 'x', '/media/x.svg', 'x', 17.06, -96.72)`);
    await handle.db.execute(sql`
      insert into spots (city_id, slug, name, description, address, lat, lng, time_spent, category,
                         opening_hours)
      values (2, 'zocalo', 'Zócalo', 'x', 'x', 17.061, -96.7253, '1 hour', 'plaza', 'Always open')`);
    await handle.db.execute(sql`
      insert into tours (city_id, slug, title, description, duration, category, cover_image_url,
                         cover_image_alt)
      values (2, 'oaxaca-walk', 'Walk', 'x', '3 hours', 'history', '/media/t.svg', 't')`);

    await handle.migrate();
    const [spot] = (
      await handle.db.execute(
        sql`select opening_hours, visit_minutes, facts_checked_on::text as checked from spots`,
      )
    ).rows;
    expect(spot).toEqual({ opening_hours: null, visit_minutes: 60, checked: '2026-11-23' });

    await importDataset(handle.db, readDataset(join(FIXTURE, 'data')), join(FIXTURE, 'images'));
    const spots = (
      await handle.db.execute(
        sql`select slug, opening_hours, visit_minutes from spots order by slug`,
      )
    ).rows;
    expect(spots).toContainEqual({ slug: 'zocalo', opening_hours: '24/7', visit_minutes: 60 });
    expect(spots).toContainEqual({
      slug: 'santo-domingo',
      opening_hours: 'Mo-Su,PH 07:00-20:00',
      visit_minutes: 90,
    });
    const [tour] = (
      await handle.db.execute(
        sql`select start_time, days, duration_minutes from tours where slug = 'oaxaca-walk'`,
      )
    ).rows;
    expect(tour).toMatchObject({ start_time: '09:00', duration_minutes: expect.any(Number) });
  });
});

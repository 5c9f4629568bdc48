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

describe('migration 0015_price_units on a database with prices but no units', () => {
  let handle: DatabaseHandle;
  const before = migrationsBefore('0015_price_units');
  afterAll(async () => {
    await handle?.close();
    rmSync(before, { recursive: true, force: true });
  });

  it('gives every price the likely unit, editors’ revisions too, and the next import the dataset’s', async () => {
    handle = pgliteHandle(await clonePglite('blank'));
    await migrate(handle.db as never, { migrationsFolder: before });
    await handle.db.execute(sql`
      insert into cities (id, slug, name, description, main_image_url, main_image_alt, lat, lng)
      values (2, 'oaxaca', 'Oaxaca', 'x', '/media/x.svg', 'x', 17.06, -96.72)`);
    await handle.db.execute(sql`
      insert into spots (city_id, slug, name, description, address, lat, lng, price, visit_minutes,
                         category, facts_checked_on)
      values (2, 'zocalo', 'Zócalo', 'x', 'x', 17.061, -96.7253, 0, 60, 'plaza', '2026-11-23'),
             (2, 'santo-domingo', 'Santo Domingo', 'x', 'x', 17.0658, -96.7232, 5, 90, 'church',
              '2026-11-23'),
             (2, 'unpriced', 'Unpriced', 'x', 'x', 17.06, -96.72, null, 30, 'park', '2026-11-23')`);
    await handle.db.execute(sql`
      insert into events (city_id, slug, title, venue, address, starts_on, ends_on, start_time,
                          price_text, description)
      values (2, 'guelaguetza', 'Guelaguetza', 'x', 'x', '2026-07-20', '2026-07-20', '10:00',
              'Free', 'x'),
             (2, 'mezcal', 'Mezcal fair', 'x', 'x', '2026-07-16', '2026-07-25', '10:00',
              'Small entry fee', 'x')`);
    await handle.db.execute(sql`
      insert into content_revisions (kind, city_id, state, data)
      values ('spot', 2, 'published', '{"slug": "zocalo", "price": 0}'),
             ('spot', 2, 'draft', '{"slug": "santo-domingo", "price": 5}'),
             ('event', 2, 'published', '{"slug": "mezcal", "priceText": "Small entry fee"}')`);

    await handle.migrate();
    const units = async (query: ReturnType<typeof sql>) =>
      (await handle.db.execute(query)).rows.map((row) => Object.values(row));
    expect(await units(sql`select slug, price_unit from spots order by slug`)).toEqual([
      ['santo-domingo', 'per-person'],
      ['unpriced', null],
      ['zocalo', 'free'],
    ]);
    expect(await units(sql`select slug, price_unit from events order by slug`)).toEqual([
      ['guelaguetza', 'free'],
      ['mezcal', 'per-person'],
    ]);
    expect(
      await units(
        sql`select data->>'slug' as slug, data->>'priceUnit' as unit from content_revisions order by id`,
      ),
    ).toEqual([
      ['zocalo', 'free'],
      ['santo-domingo', 'per-person'],
      ['mezcal', 'per-person'],
    ]);

    await importDataset(handle.db, readDataset(join(FIXTURE, 'data')), join(FIXTURE, 'images'));
    expect(await units(sql`select slug, cost_unit from tours`)).toEqual([
      ['oaxaca-walk', 'per-person'],
    ]);
  });
});

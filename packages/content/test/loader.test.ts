import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@sendero/db';
import { openPgliteCopy } from '../../db/test/templates.ts';
import { DatasetError, importDataset, readDataset } from '../src/index.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/basic', import.meta.url));
const fixtureData = join(FIXTURE, 'data');
const fixtureImages = join(FIXTURE, 'images');

function copyFixture() {
  const dir = mkdtempSync(join(tmpdir(), 'sendero-content-'));
  cpSync(FIXTURE, dir, { recursive: true });
  return { data: join(dir, 'data'), images: join(dir, 'images') };
}

function problemsOf(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    if (error instanceof DatasetError) return error.problems;
    throw error;
  }
  throw new Error('expected a DatasetError');
}

describe('readDataset', () => {
  it('reads cities, spots, tours, events and posts with their sections', () => {
    const dataset = readDataset(fixtureData);
    expect(dataset.cities.map((c) => c.city.slug)).toEqual(['mexico', 'oaxaca', 'puebla']);
    const mexico = dataset.cities[0]!;
    const post = mexico.posts[0]!;
    expect(post.slug).toBe('visa-requirements');
    expect(post.meta.type).toBe('Guide'); // default
    expect(post.sections.map((s) => [s.kind, s.heading])).toEqual([
      ['text', null],
      ['warning', 'Keep your FMM'],
      ['tip', 'Photograph the stamp'],
      ['text', 'Plain section'],
    ]);
  });

  it('names the file and the field of invalid data', () => {
    const copy = copyFixture();
    writeFileSync(join(copy.data, 'cities/oaxaca/spots.yaml'), '- slug: Bad Slug\n  name: X\n');
    const problems = problemsOf(() => readDataset(copy.data));
    expect(problems).toContainEqual(
      expect.objectContaining({ file: 'cities/oaxaca/spots.yaml', field: '[0].slug' }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ file: 'cities/oaxaca/spots.yaml', field: '[0].address' }),
    );
  });

  it('refuses an event without an end date, or one that ends before it starts', () => {
    const copy = copyFixture();
    const events = join(copy.data, 'cities/oaxaca/events.yaml');
    const original = readFileSync(events, 'utf8');
    writeFileSync(events, original.replace(/^ {2}endsOn: .*\n/m, ''));
    expect(problemsOf(() => readDataset(copy.data))).toContainEqual(
      expect.objectContaining({ file: 'cities/oaxaca/events.yaml', field: '[0].endsOn' }),
    );
    writeFileSync(events, original.replace(/^ {2}endsOn: .*$/m, '  endsOn: 2026-07-19'));
    expect(problemsOf(() => readDataset(copy.data))).toContainEqual({
      file: 'cities/oaxaca/events.yaml',
      field: '[0].endsOn',
      message: 'must not be before startsOn',
    });
    writeFileSync(events, original.replace(/^ {2}endsOn: .*$/m, '  endsOn: 2027-03-01'));
    expect(problemsOf(() => readDataset(copy.data))[0]!.message).toMatch(/less than 200 days/);
    writeFileSync(events, original.replace(/^ {2}endsOn: .*$/m, '  endsOn: 2026-07-28'));
    expect(readDataset(copy.data).cities[1]!.events[0]).toMatchObject({
      startsOn: '2026-07-20',
      endsOn: '2026-07-28',
      datesVary: false,
    });
  });

  it('refuses a city without a known IANA time zone', () => {
    const copy = copyFixture();
    const city = join(copy.data, 'cities/puebla/city.yaml');
    const original = readFileSync(city, 'utf8');
    writeFileSync(city, original.replace(/^timeZone: .*\n/m, ''));
    expect(problemsOf(() => readDataset(copy.data))).toContainEqual(
      expect.objectContaining({ file: 'cities/puebla/city.yaml', field: 'timeZone' }),
    );
    writeFileSync(city, original.replace(/^timeZone: .*$/m, 'timeZone: America/Atlantis'));
    expect(problemsOf(() => readDataset(copy.data))).toContainEqual({
      file: 'cities/puebla/city.yaml',
      field: 'timeZone',
      message: 'is not a time zone this runtime knows',
    });
  });

  it('reports YAML syntax errors with the file', () => {
    const copy = copyFixture();
    writeFileSync(join(copy.data, 'cities/puebla/city.yaml'), 'id: [unclosed');
    const problems = problemsOf(() => readDataset(copy.data));
    expect(problems[0]).toMatchObject({ file: 'cities/puebla/city.yaml' });
    expect(problems[0]!.message).toMatch(/not valid YAML/);
  });
});

describe('importDataset', () => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  async function freshDb() {
    handle = await openPgliteCopy('migrated');
    return handle.db;
  }

  it('imports everything, keeping city ids and stop order, and is idempotent', async () => {
    const db = await freshDb();
    const dataset = readDataset(fixtureData);
    const first = await importDataset(db, dataset, fixtureImages);
    expect(first).toMatchObject({ spots: 3, tours: 1, posts: 1, events: 1 });

    const snapshot = async () => ({
      cities: (await db.execute(sql`select id, slug from cities order by id`)).rows,
      spots: (await db.execute(sql`select id, slug, images from spots order by id`)).rows,
      stops: (
        await db.execute(
          sql`select tour_id, spot_id, order_index from tour_stops order by order_index`,
        )
      ).rows,
      sections: (
        await db.execute(sql`select sort_index, kind from post_sections order by sort_index`)
      ).rows,
      search: (
        await db.execute(
          sql`select doc_type, doc_id from search_documents order by doc_type, doc_id`,
        )
      ).rows,
    });
    const before = await snapshot();
    await importDataset(db, dataset, fixtureImages);
    expect(await snapshot()).toEqual(before);

    expect(before.cities).toEqual([
      { id: 2, slug: 'oaxaca' },
      { id: 4, slug: 'mexico' },
      { id: 8, slug: 'puebla' },
    ]);
    expect(before.spots[0]).toMatchObject({
      slug: 'zocalo',
      images: [{ fileUrl: '/media/spots/oaxaca/zocalo.svg', alt: 'Fixture zócalo' }],
    });
    const spotIdBySlug = new Map(before.spots.map((s) => [s['slug'], s['id']]));
    expect(before.stops.map((s) => s['spot_id'])).toEqual([
      spotIdBySlug.get('zocalo'),
      spotIdBySlug.get('santo-domingo'),
      spotIdBySlug.get('mercado-20-de-noviembre'),
    ]);
    expect(before.search).toHaveLength(3 + 3 + 1 + 1 + 1); // cities + spots + tours + posts + events
  });

  it('refuses a dataset whose tour names a spot of another city, importing nothing', async () => {
    const db = await freshDb();
    const dataset = readDataset(fixtureData);
    const oaxaca = dataset.cities.find((c) => c.city.slug === 'oaxaca')!;
    oaxaca.tours[0]!.stops.push('capilla-del-rosario');
    await expect(importDataset(db, dataset, fixtureImages)).rejects.toThrow(
      /tours.yaml › \[0\]\.stops\[3\]: "capilla-del-rosario" is not a spot of Oaxaca/,
    );
    const { rows } = await db.execute(sql`select count(*)::int as n from cities`);
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('imports a picture an editor uploaded by its name, which lives outside images/', async () => {
    const db = await freshDb();
    const dataset = readDataset(fixtureData);
    const upload = `uploads/${'ab'.repeat(32)}.webp`;
    const zocalo = dataset.cities.flatMap((c) => c.spots).find((s) => s.slug === 'zocalo')!;
    zocalo.image = { file: upload, alt: 'An uploaded zócalo' };
    await importDataset(db, dataset, fixtureImages);
    const { rows } = await db.execute(sql`select images from spots where slug = 'zocalo'`);
    expect(rows[0]).toEqual({
      images: [{ fileUrl: `/media/${upload}`, alt: 'An uploaded zócalo' }],
    });
  });

  it('refuses an uploads/ name that is not an upload’s', () => {
    const copy = copyFixture();
    const file = join(copy.data, 'cities/oaxaca/spots.yaml');
    const yaml = readFileSync(file, 'utf8').replace(/file: \S+\.svg/, 'file: uploads/zocalo.svg');
    writeFileSync(file, yaml);
    const problems = problemsOf(() => readDataset(copy.data));
    expect(problems[0]).toMatchObject({ file: 'cities/oaxaca/spots.yaml' });
    expect(problems[0]!.message).toMatch(/must name an uploaded picture as uploads\/<64 hex/);
  });

  it('refuses a missing image file', async () => {
    const db = await freshDb();
    const dataset = readDataset(fixtureData);
    dataset.cities[0]!.city.image.file = 'cities/nowhere.svg';
    await expect(importDataset(db, dataset, fixtureImages)).rejects.toThrow(
      /cities\/mexico\/city.yaml › image: image cities\/nowhere.svg does not exist/,
    );
  });
});

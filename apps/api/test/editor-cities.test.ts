/**
 * Editors change a city's basics (issue 32 item 4, "city basics"): its name, description and
 * practical information changed in a draft go live on every instance as GET /api/cities/:id and
 * its /info serve them; a city keeps its id and slug; history restores the old basics; the import
 * keeps the editor's basics and the export rewrites only the changed lines of city.yaml.
 */
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportEditorChanges, readDataset } from '@sendero/content';
import type { FastifyInstance } from 'fastify';
import type { CityDetail, CityInfo, CityPreview, DraftDetail } from '@sendero/contract';
import { cities } from '@sendero/db';
import { eq } from 'drizzle-orm';
import { testDatabases } from './databases.ts';
import { FIXTURE_DIR, importFixture } from './fixture-dataset.ts';
import { call, historyOf, restoreVersion, twoEditorInstances } from './editor-helpers.ts';

const OAXACA = 2;

const INFO = [
  {
    key: 'getting-there',
    title: 'Getting there',
    description: 'Fly or take the bus.',
    topics: [
      {
        key: 'by-bus',
        title: 'By bus',
        description: 'ADO runs from Mexico City.',
        tips: ['Book ahead around the Guelaguetza.'],
      },
    ],
  },
];
const CHANGED = { name: 'Oaxaca de Juárez', description: 'The valley’s capital.', info: INFO };

/** The city and its information as travellers get them. */
const served = async (app: FastifyInstance) => {
  const city = (await app.inject(`/api/cities/${OAXACA}`)).json<CityDetail>();
  const info = (await app.inject(`/api/cities/${OAXACA}/info`)).json<CityInfo>();
  return { name: city.name, description: city.description, sections: info.sections.length };
};
const ORIGINAL_SERVED = { name: 'Oaxaca', description: 'Fixture Oaxaca.', sections: 0 };
const CHANGED_SERVED = { name: CHANGED.name, description: CHANGED.description, sections: 1 };

async function startDraft(app: FastifyInstance, editor: { token: string }) {
  const started = await call(app, editor, 'POST', `/api/editor/content/city/${OAXACA}/draft`);
  expect(started.statusCode).toBe(200);
  return started.json<DraftDetail>();
}

describe.each(testDatabases)('editors change a city’s basics on $name', (target) => {
  it('publishes new basics on one instance, live on the other, and restores the old ones', async () => {
    const { a, b, editor, close } = await twoEditorInstances(target);
    try {
      expect(await served(b)).toEqual(ORIGINAL_SERVED);
      const draft = await startDraft(a, editor);
      expect(draft).toMatchObject({
        kind: 'city',
        entityId: OAXACA,
        title: 'Oaxaca',
        problems: [],
      });
      // The live city in the dataset's shape, as city.yaml writes it.
      expect(draft.data).toEqual({
        id: OAXACA,
        slug: 'oaxaca',
        name: 'Oaxaca',
        region: 'Oaxaca',
        description: 'Fixture Oaxaca.',
        image: { file: 'cities/oaxaca.svg', alt: 'Fixture Oaxaca' },
        lat: 17.0606,
        lng: -96.7253,
        timeZone: 'America/Mexico_City',
        rank: 2,
        info: [],
      });

      await call(a, editor, 'PUT', `/api/editor/drafts/${draft.id}`, {
        data: { ...draft.data, ...CHANGED },
      });
      // The preview is the city as its two public calls would serve it.
      const preview = await call(a, editor, 'GET', `/api/editor/drafts/${draft.id}/preview`);
      expect(preview.statusCode).toBe(200);
      const previewed = preview.json<CityPreview>();
      expect(previewed.city).toMatchObject({
        id: OAXACA,
        slug: 'oaxaca',
        name: CHANGED.name,
        mainImageUrl: '/media/cities/oaxaca.svg',
      });
      expect(previewed.info.sections[0]!.topics[0]!.tips).toEqual([
        { tipText: 'Book ahead around the Guelaguetza.' },
      ]);
      expect(await served(a)).toEqual(ORIGINAL_SERVED);

      const published = await call(a, editor, 'POST', `/api/editor/drafts/${draft.id}/publish`);
      expect(published.statusCode).toBe(200);
      expect(published.json()).toEqual({ revisionId: draft.id, kind: 'city', entityId: OAXACA });
      await expect.poll(() => served(b), { timeout: 5000 }).toEqual(CHANGED_SERVED);
      // What the preview showed is what travellers get.
      expect((await b.inject(`/api/cities/${OAXACA}`)).json()).toEqual(previewed.city);
      expect((await b.inject(`/api/cities/${OAXACA}/info`)).json()).toEqual(previewed.info);
      // Search finds the city by its new name.
      const found = await b.inject(`/api/search?q=${encodeURIComponent('Juárez')}`);
      expect(JSON.stringify(found.json())).toContain(CHANGED.name);

      const history = await historyOf(a, editor, { kind: 'city', id: OAXACA });
      expect(history[0]!.changes.map((change) => change.field)).toEqual([
        'description',
        'info',
        'name',
      ]);
      await restoreVersion(a, editor, {
        kind: 'city',
        id: OAXACA,
        revisionId: history[1]!.revisionId,
      });
      await expect.poll(() => served(b), { timeout: 5000 }).toEqual(ORIGINAL_SERVED);
    } finally {
      await close();
    }
  });

  it('keeps a city’s id and slug, refuses a bad field at the field, and offers the cities’ pictures', async () => {
    const { a, editor, close } = await twoEditorInstances(target);
    try {
      const draft = await startDraft(a, editor);
      const publishWith = async (change: object) => {
        await call(a, editor, 'PUT', `/api/editor/drafts/${draft.id}`, {
          data: { ...draft.data, ...change },
        });
        return call(a, editor, 'POST', `/api/editor/drafts/${draft.id}/publish`);
      };
      expect((await publishWith({ id: 3 })).json()).toMatchObject({ field: 'id' });
      expect((await publishWith({ slug: 'oaxaca-city' })).json()).toMatchObject({ field: 'slug' });
      const badZone = await publishWith({ timeZone: 'Europe/Madrid' });
      expect(badZone.statusCode).toBe(400);
      expect(badZone.json()).toMatchObject({ field: 'timeZone' });
      const badTip = await publishWith({
        info: [{ ...INFO[0], topics: [{ ...INFO[0]!.topics[0], tips: [''] }] }],
      });
      expect(badTip.json()).toMatchObject({ field: 'info.0.topics.0.tips.0' });
      // In words an editor reads, not the schema library's.
      expect(badTip.json().message).toContain('info.0.topics.0.tips.0: must not be empty');
      expect(await served(a)).toEqual(ORIGINAL_SERVED);

      const pictures = (await call(a, editor, 'GET', '/api/editor/media?kind=city')).json<{
        files: { file: string }[];
      }>().files;
      expect(pictures.map((picture) => picture.file)).toContain('cities/oaxaca.svg');
      expect(pictures.every((picture) => picture.file.startsWith('cities/'))).toBe(true);
      // Cities come only from the dataset: there is no city 999 to draft.
      expect((await call(a, editor, 'POST', '/api/editor/content/city/999/draft')).statusCode).toBe(
        404,
      );
    } finally {
      await close();
    }
  });

  it('keeps the editor’s basics at import, and exports only their lines into city.yaml', async () => {
    const { database, a, editor, close } = await twoEditorInstances(target);
    const copy = mkdtempSync(join(tmpdir(), 'sendero-export-'));
    cpSync(FIXTURE_DIR, copy, { recursive: true });
    const dataDir = join(copy, 'data');
    const cityFile = join(dataDir, 'cities', 'oaxaca', 'city.yaml');
    const original = readFileSync(cityFile, 'utf8');
    try {
      const draft = await startDraft(a, editor);
      await call(a, editor, 'PUT', `/api/editor/drafts/${draft.id}`, {
        data: { ...draft.data, ...CHANGED },
      });
      expect(
        (await call(a, editor, 'POST', `/api/editor/drafts/${draft.id}/publish`)).statusCode,
      ).toBe(200);

      const result = await importFixture(database.db);
      expect(result.keptEditorVersions).toEqual(['oaxaca/city']);
      const [row] = await database.db.select().from(cities).where(eq(cities.id, OAXACA));
      expect(row).toMatchObject({ name: CHANGED.name, description: CHANGED.description });
      // Another city, which no editor changed, still takes the dataset's basics.
      const puebla = readDataset(join(FIXTURE_DIR, 'data')).cities.find(
        (entry) => entry.folder === 'puebla',
      )!.city;
      const [pueblaRow] = await database.db.select().from(cities).where(eq(cities.id, puebla.id));
      expect(pueblaRow!.name).toBe(puebla.name);

      const exported = await exportEditorChanges(database.db, {
        dataDir,
        imagesDir: join(copy, 'images'),
      });
      expect(exported).toEqual({
        files: [join('cities', 'oaxaca', 'city.yaml')],
        entries: ['city oaxaca'],
      });
      const oaxaca = (dir: string) =>
        readDataset(dir).cities.find((entry) => entry.folder === 'oaxaca')!.city;
      expect(oaxaca(dataDir)).toEqual({ ...oaxaca(join(FIXTURE_DIR, 'data')), ...CHANGED });
      // Every unchanged line stays as it was, the picture's flow map too.
      const written = readFileSync(cityFile, 'utf8').split('\n');
      for (const line of original.split('\n')) {
        if (!/^(name|description):/.test(line)) expect(written).toContain(line);
      }
    } finally {
      await close();
    }
  });
});

/**
 * Drafts, publishing and history (issue 32 items 4–5): an editor's change is a draft until
 * published; publishing checks the content rules (tours through the spot included), goes live on
 * every instance at once (answers, search), and every published version can be restored.
 */
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportEditorChanges, readDataset } from '@sendero/content';
import type { FastifyInstance } from 'fastify';
import type { DraftDetail, HistoryEntry, SearchPage } from '@sendero/contract';
import { auditLog, insertRevision, spots, tours, type Database } from '@sendero/db';
import { and, eq } from 'drizzle-orm';
import { testDatabases } from './databases.ts';
import { FIXTURE_DIR, importFixture } from './fixture-dataset.ts';
import { call, twoEditorInstances, type Person } from './editor-helpers.ts';

const OAXACA = 2;

async function spotId(app: { database: { db: Database } }, slug: string) {
  const [row] = await app.database.db
    .select({ id: spots.id })
    .from(spots)
    .where(and(eq(spots.cityId, OAXACA), eq(spots.slug, slug)));
  return row!.id;
}

const description = async (app: FastifyInstance, id: number) =>
  (await app.inject(`/api/spots/${id}`)).json<{ description: string }>().description;

const searchTitles = async (app: FastifyInstance, q: string) =>
  (await app.inject(`/api/search?q=${encodeURIComponent(q)}`))
    .json<SearchPage>()
    .content.map((result) => result.title);

describe.each(testDatabases)('drafts and publishing on $name', (target) => {
  it('publishes on one instance, is live on the other at once, and restores the earlier version', async () => {
    const { database, a, b, editor, close } = await twoEditorInstances(target);
    try {
      const id = await spotId({ database }, 'santo-domingo');
      // Instance B keeps the live answers it has given.
      expect(await description(b, id)).toBe('Baroque church.');
      expect(await searchTitles(b, 'retablos')).toEqual([]);

      const started = await call(a, editor, 'POST', `/api/editor/content/spot/${id}/draft`);
      expect(started.statusCode).toBe(200);
      const draft = started.json<DraftDetail>();
      expect(draft).toMatchObject({ kind: 'spot', entityId: id, state: 'draft', problems: [] });
      expect(draft.data).toMatchObject({ slug: 'santo-domingo', description: 'Baroque church.' });
      // Asking again opens the same draft.
      const again = await call(a, editor, 'POST', `/api/editor/content/spot/${id}/draft`);
      expect(again.json<DraftDetail>().id).toBe(draft.id);

      const changed = {
        ...draft.data,
        description: 'Baroque church with gilded retablos.',
        openingHours: 'Mo-Su,PH 07:00-21:00',
        factsCheckedOn: '2026-11-27',
      };
      const saved = await call(a, editor, 'PUT', `/api/editor/drafts/${draft.id}`, {
        data: changed,
      });
      expect(saved.statusCode).toBe(200);
      // A draft is not live; its preview, for editors only, is the spot as it would be served.
      expect(await description(a, id)).toBe('Baroque church.');
      const preview = await call(a, editor, 'GET', `/api/editor/drafts/${draft.id}/preview`);
      expect(preview.json()).toMatchObject({
        id,
        description: changed.description,
        openingHours: 'Mo-Su,PH 07:00-21:00',
        cityName: 'Oaxaca',
      });
      expect(
        (await call(a, null, 'GET', `/api/editor/drafts/${draft.id}/preview`)).statusCode,
      ).toBe(401);

      const published = await call(a, editor, 'POST', `/api/editor/drafts/${draft.id}/publish`);
      expect(published.statusCode).toBe(200);
      expect(published.json()).toEqual({ revisionId: draft.id, kind: 'spot', entityId: id });
      // The content-change notice reaches B: its kept answers and searches are dropped.
      await expect.poll(() => description(b, id), { timeout: 5000 }).toBe(changed.description);
      await expect
        .poll(() => searchTitles(b, 'retablos'), { timeout: 5000 })
        .toEqual(['Templo de Santo Domingo']);
      const hours = (await b.inject(`/api/spots/${id}`)).json<{ openingHours: string }>();
      expect(hours.openingHours).toBe('Mo-Su,PH 07:00-21:00');

      const history = async () =>
        (await call(a, editor, 'GET', `/api/editor/content/spot/${id}/history`)).json<{
          entries: HistoryEntry[];
        }>().entries;
      const [latest, original] = await history();
      expect(latest).toMatchObject({
        revisionId: draft.id,
        current: true,
        publishedBy: editor.username,
      });
      expect(latest!.changes.map((c) => c.field)).toEqual([
        'description',
        'factsCheckedOn',
        'openingHours',
      ]);
      expect(latest!.changes[0]).toEqual({
        field: 'description',
        before: 'Baroque church.',
        after: changed.description,
      });
      expect(original).toMatchObject({ origin: 'dataset', current: false, publishedBy: null });

      const restored = await call(
        a,
        editor,
        'POST',
        `/api/editor/revisions/${original!.revisionId}/restore`,
      );
      expect(restored.statusCode).toBe(200);
      await expect.poll(() => description(b, id), { timeout: 5000 }).toBe('Baroque church.');
      const entries = await history();
      expect(entries).toHaveLength(3);
      expect(entries[0]).toMatchObject({
        origin: `restore:${original!.revisionId}`,
        current: true,
      });

      // The audit log holds each step, with who and the fields before and after.
      const steps = await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.actorName, editor.username))
        .orderBy(auditLog.id);
      expect(steps.map((s) => s.action)).toEqual([
        'spot.draft',
        'spot.draft.save',
        'spot.publish',
        'spot.restore',
      ]);
      expect(steps[2]).toMatchObject({
        targetType: 'spot',
        targetId: String(id),
        before: expect.objectContaining({ description: 'Baroque church.' }),
        after: expect.objectContaining({ description: changed.description }),
      });
      // A published draft is history: it cannot be changed or published again.
      const late = await call(a, editor, 'PUT', `/api/editor/drafts/${draft.id}`, { data: {} });
      expect(late.statusCode).toBe(409);
    } finally {
      await close();
    }
  });

  it('refuses to publish what the content rules refuse, naming the field, and keeps the draft', async () => {
    const { database, a, editor, close } = await twoEditorInstances(target);
    try {
      const id = await spotId({ database }, 'zocalo');
      const draft = (
        await call(a, editor, 'POST', `/api/editor/content/spot/${id}/draft`)
      ).json<DraftDetail>();
      const saved = await call(a, editor, 'PUT', `/api/editor/drafts/${draft.id}`, {
        data: { ...draft.data, openingHours: 'sometimes', visitMinutes: 3 },
      });
      expect(saved.json<DraftDetail>().problems.map((p) => p.field)).toEqual([
        'openingHours',
        'visitMinutes',
      ]);
      const refused = await call(a, editor, 'POST', `/api/editor/drafts/${draft.id}/publish`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ field: 'openingHours' });
      const preview = await call(a, editor, 'GET', `/api/editor/drafts/${draft.id}/preview`);
      expect(preview.statusCode).toBe(400);
      expect((await a.inject(`/api/spots/${id}`)).json()).toMatchObject({ openingHours: '24/7' });
      // Pictures are chosen from the shipped artwork.
      const media = (await call(a, editor, 'GET', '/api/editor/media')).json<{
        files: { file: string; url: string }[];
      }>().files;
      expect(media).toContainEqual(
        expect.objectContaining({
          file: 'spots/oaxaca/templo-de-santo-domingo.svg',
          url: '/media/spots/oaxaca/templo-de-santo-domingo.svg',
        }),
      );
      expect(media.every((m) => m.file.startsWith('spots/'))).toBe(true);
      const kept = await call(a, editor, 'GET', `/api/editor/drafts/${draft.id}`);
      expect(kept.json<DraftDetail>()).toMatchObject({ state: 'draft' });
    } finally {
      await close();
    }
  });

  it('walks the tours through a spot: a closed door is refused, a longer visit lengthens them', async () => {
    const { database, a, editor, close } = await twoEditorInstances(target);
    try {
      const id = await spotId({ database }, 'santo-domingo');
      const draft = (
        await call(a, editor, 'POST', `/api/editor/content/spot/${id}/draft`)
      ).json<DraftDetail>();
      // The Centro Walk leaves at 09:00 and reaches the church in the morning.
      await call(a, editor, 'PUT', `/api/editor/drafts/${draft.id}`, {
        data: { ...draft.data, openingHours: 'Mo-Su,PH 14:00-20:00' },
      });
      const refused = await call(a, editor, 'POST', `/api/editor/drafts/${draft.id}/publish`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ field: 'openingHours' });
      expect(refused.json<{ message: string }>().message).toContain('Tour “Centro Walk”');

      const [before] = await database.db
        .select({ minutes: tours.durationMinutes })
        .from(tours)
        .where(eq(tours.slug, 'oaxaca-walk'));
      await call(a, editor, 'PUT', `/api/editor/drafts/${draft.id}`, {
        data: { ...draft.data, visitMinutes: (draft.data['visitMinutes'] as number) + 30 },
      });
      expect(
        (await call(a, editor, 'POST', `/api/editor/drafts/${draft.id}/publish`)).statusCode,
      ).toBe(200);
      const [after] = await database.db
        .select({ minutes: tours.durationMinutes })
        .from(tours)
        .where(eq(tours.slug, 'oaxaca-walk'));
      expect(after!.minutes).toBe(before!.minutes + 30);

      // The dataset imported again leaves the editor's version, and the tour's length, as they are.
      const result = await importFixture(database.db);
      expect(result.keptEditorVersions).toEqual(['oaxaca/santo-domingo']);
      const [spot] = await database.db.select().from(spots).where(eq(spots.id, id));
      expect(spot!.visitMinutes).toBe((draft.data['visitMinutes'] as number) + 30);
      const [reimported] = await database.db
        .select({ minutes: tours.durationMinutes })
        .from(tours)
        .where(eq(tours.slug, 'oaxaca-walk'));
      expect(reimported!.minutes).toBe(after!.minutes);
      // A spot no editor has published still follows the dataset.
      await database.db.update(spots).set({ name: 'Renamed' }).where(eq(spots.slug, 'zocalo'));
      await importFixture(database.db);
      const [zocalo] = await database.db.select().from(spots).where(eq(spots.slug, 'zocalo'));
      expect(zocalo!.name).toBe('Zócalo de Oaxaca');
    } finally {
      await close();
    }
  });

  it('publishes a new spot from a draft, and refuses a slug its city already uses', async () => {
    const { database, a, b, editor, close } = await twoEditorInstances(target);
    try {
      const zocalo = await spotId({ database }, 'zocalo');
      const live = (
        await call(a, editor, 'POST', `/api/editor/content/spot/${zocalo}/draft`)
      ).json<DraftDetail>().data;
      const newSpot = async (person: Person, slug: string) => {
        const row = await insertRevision(database.db, {
          kind: 'spot',
          entityId: null,
          cityId: OAXACA,
          data: { ...live, slug, name: 'Jardín Etnobotánico', description: 'Cactus garden.' },
          origin: 'submission:1',
          createdBy: person.id,
        });
        return call(a, person, 'POST', `/api/editor/drafts/${row.id}/publish`);
      };
      const taken = await newSpot(editor, 'zocalo');
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ field: 'slug' });

      const published = await newSpot(editor, 'jardin-etnobotanico');
      expect(published.statusCode).toBe(200);
      const { entityId } = published.json<{ entityId: number }>();
      await expect
        .poll(() => searchTitles(b, 'etnobotanico'), { timeout: 5000 })
        .toEqual(['Jardín Etnobotánico']);
      expect((await b.inject(`/api/spots/${entityId}`)).statusCode).toBe(200);
    } finally {
      await close();
    }
  });

  it('sets what a price is for: served by the API, refused without it, exported and read back', async () => {
    const { database, a, editor, close } = await twoEditorInstances(target);
    const copy = mkdtempSync(join(tmpdir(), 'sendero-export-'));
    cpSync(FIXTURE_DIR, copy, { recursive: true });
    const dataDir = join(copy, 'data');
    try {
      const id = await spotId({ database }, 'mercado-20-de-noviembre');
      const draft = (
        await call(a, editor, 'POST', `/api/editor/content/spot/${id}/draft`)
      ).json<DraftDetail>();
      expect(draft.data).toMatchObject({ price: 8, priceUnit: 'per-person' });
      const { priceUnit: _unit, ...withoutUnit } = draft.data;
      await call(a, editor, 'PUT', `/api/editor/drafts/${draft.id}`, { data: withoutUnit });
      const refused = await call(a, editor, 'POST', `/api/editor/drafts/${draft.id}/publish`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ field: 'priceUnit' });

      await call(a, editor, 'PUT', `/api/editor/drafts/${draft.id}`, {
        data: { ...draft.data, price: 41, priceUnit: 'per-boat-per-hour' },
      });
      expect(
        (await call(a, editor, 'POST', `/api/editor/drafts/${draft.id}/publish`)).statusCode,
      ).toBe(200);
      expect((await a.inject(`/api/spots/${id}`)).json()).toMatchObject({
        price: 41,
        priceUnit: 'per-boat-per-hour',
      });

      await exportEditorChanges(database.db, { dataDir, imagesDir: join(copy, 'images') });
      const spot = readDataset(dataDir)
        .cities.find((c) => c.folder === 'oaxaca')!
        .spots.find((s) => s.slug === 'mercado-20-de-noviembre');
      expect(spot).toMatchObject({ price: 41, priceUnit: 'per-boat-per-hour' });
    } finally {
      await close();
    }
  });

  it('exports what editors published into the dataset files, touching nothing else', async () => {
    const { database, a, editor, close } = await twoEditorInstances(target);
    const copy = mkdtempSync(join(tmpdir(), 'sendero-export-'));
    cpSync(FIXTURE_DIR, copy, { recursive: true });
    const dataDir = join(copy, 'data');
    const spotsFile = join(dataDir, 'cities', 'oaxaca', 'spots.yaml');
    const original = readFileSync(spotsFile, 'utf8');
    try {
      expect(
        await exportEditorChanges(database.db, { dataDir, imagesDir: join(copy, 'images') }),
      ).toEqual({ files: [], entries: [] });
      const id = await spotId({ database }, 'santo-domingo');
      const draft = (
        await call(a, editor, 'POST', `/api/editor/content/spot/${id}/draft`)
      ).json<DraftDetail>();
      const changed = {
        ...draft.data,
        openingHours: 'Mo-Su,PH 07:00-21:00',
        factsCheckedOn: '2026-11-27',
      };
      await call(a, editor, 'PUT', `/api/editor/drafts/${draft.id}`, { data: changed });
      expect(
        (await call(a, editor, 'POST', `/api/editor/drafts/${draft.id}/publish`)).statusCode,
      ).toBe(200);
      // A published spot keeps its slug: tours.yaml names it by it.
      const renamed = (
        await call(a, editor, 'POST', `/api/editor/content/spot/${id}/draft`)
      ).json<DraftDetail>();
      await call(a, editor, 'PUT', `/api/editor/drafts/${renamed.id}`, {
        data: { ...renamed.data, slug: 'templo' },
      });
      const refused = await call(a, editor, 'POST', `/api/editor/drafts/${renamed.id}/publish`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ field: 'slug' });

      const result = await exportEditorChanges(database.db, {
        dataDir,
        imagesDir: join(copy, 'images'),
      });
      expect(result).toEqual({
        files: [join('cities', 'oaxaca', 'spots.yaml')],
        entries: ['spot oaxaca/santo-domingo'],
      });
      const written = readFileSync(spotsFile, 'utf8');
      // The changed entry is rewritten where it stands; every other entry is as it was.
      const entryOf = (text: string, slug: string) => {
        const start = text.indexOf(`- slug: ${slug}\n`);
        const next = text.indexOf('\n- slug:', start + 1);
        return text.slice(start, next < 0 ? undefined : next + 1);
      };
      for (const other of ['zocalo', 'mercado-20-de-noviembre']) {
        expect(entryOf(written, other)).toBe(entryOf(original, other));
      }
      expect(written.replace(entryOf(written, 'santo-domingo'), '')).toBe(
        original.replace(entryOf(original, 'santo-domingo'), ''),
      );
      expect(entryOf(written, 'santo-domingo')).toContain('  openingHours: Mo-Su,PH 07:00-21:00\n');
      expect(entryOf(written, 'santo-domingo')).toContain('  factsCheckedOn: "2026-11-27"\n');
      expect(entryOf(written, 'santo-domingo')).toContain(
        '  hoursNote: Closed to visitors during Mass\n',
      );
      // The files now hold the editor's version: a fresh database imported from them has it.
      const exported = readDataset(dataDir);
      const spot = exported.cities
        .find((c) => c.folder === 'oaxaca')!
        .spots.find((s) => s.slug === 'santo-domingo');
      expect(spot).toMatchObject({
        openingHours: 'Mo-Su,PH 07:00-21:00',
        factsCheckedOn: '2026-11-27',
      });
    } finally {
      await close();
    }
  });
});

/**
 * Editors change tours (issue 32 item 4): a tour's stops reordered in a draft go live on every
 * instance with the length they make; the walk's rule (a stop closed when the walk reaches it)
 * and the city's spots refuse what the dataset's check would; history restores the old order;
 * the import keeps the editor's tour and the export writes only its entry back.
 */
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportEditorChanges, readDataset } from '@sendero/content';
import type { FastifyInstance } from 'fastify';
import type { DraftDetail, TourDetail } from '@sendero/contract';
import { spots, tours, type Database } from '@sendero/db';
import { eq } from 'drizzle-orm';
import { testDatabases } from './databases.ts';
import { FIXTURE_DIR, importFixture } from './fixture-dataset.ts';
import { call, historyOf, restoreVersion, twoEditorInstances } from './editor-helpers.ts';

const PUEBLA = 8;

const ORIGINAL = ['zocalo', 'santo-domingo', 'mercado-20-de-noviembre'];
const REORDERED = ['santo-domingo', 'zocalo', 'mercado-20-de-noviembre'];

async function walkId(db: Database) {
  const [row] = await db.select({ id: tours.id }).from(tours).where(eq(tours.slug, 'oaxaca-walk'));
  return row!.id;
}

const served = async (app: FastifyInstance, id: number) => {
  const tour = (await app.inject(`/api/tours/${id}`)).json<TourDetail>();
  return { stops: tour.spots.map((stop) => stop.spot.slug), minutes: tour.durationMinutes };
};

describe.each(testDatabases)('editors change tours on $name', (target) => {
  it('publishes reordered stops on one instance, live on the other with their length, and restores the old order', async () => {
    const { database, a, b, editor, close } = await twoEditorInstances(target);
    try {
      const id = await walkId(database.db);
      const before = await served(b, id);
      expect(before.stops).toEqual(ORIGINAL);

      const started = await call(a, editor, 'POST', `/api/editor/content/tour/${id}/draft`);
      expect(started.statusCode).toBe(200);
      const draft = started.json<DraftDetail>();
      expect(draft).toMatchObject({
        kind: 'tour',
        entityId: id,
        title: 'Centro Walk',
        problems: [],
      });
      expect(draft.data).toMatchObject({
        slug: 'oaxaca-walk',
        stops: ORIGINAL,
        startTime: '09:00',
      });

      await call(a, editor, 'PUT', `/api/editor/drafts/${draft.id}`, {
        data: { ...draft.data, stops: REORDERED },
      });
      // The preview is the tour as GET /api/tours/:id would serve it, new order and length.
      const preview = await call(a, editor, 'GET', `/api/editor/drafts/${draft.id}/preview`);
      expect(preview.statusCode).toBe(200);
      const previewed = preview.json<TourDetail>();
      expect(previewed.spots.map((stop) => stop.spot.slug)).toEqual(REORDERED);
      expect(previewed).toMatchObject({
        id,
        title: 'Centro Walk',
        cityName: 'Oaxaca',
        stopCount: 3,
      });
      expect(previewed.durationMinutes).not.toBe(before.minutes);
      // Not live yet.
      expect((await served(a, id)).stops).toEqual(ORIGINAL);

      const published = await call(a, editor, 'POST', `/api/editor/drafts/${draft.id}/publish`);
      expect(published.statusCode).toBe(200);
      expect(published.json()).toEqual({ revisionId: draft.id, kind: 'tour', entityId: id });
      await expect
        .poll(async () => (await served(b, id)).stops, { timeout: 5000 })
        .toEqual(REORDERED);
      const after = await served(b, id);
      expect(after.minutes).toBe(previewed.durationMinutes);
      expect(after.minutes).not.toBe(before.minutes);

      const [latest, original] = await historyOf(a, editor, { kind: 'tour', id });
      expect(latest!.changes).toEqual([{ field: 'stops', before: ORIGINAL, after: REORDERED }]);
      expect(original).toMatchObject({ origin: 'dataset', current: false });

      await restoreVersion(a, editor, { kind: 'tour', id, revisionId: original!.revisionId });
      await expect
        .poll(async () => (await served(b, id)).stops, { timeout: 5000 })
        .toEqual(ORIGINAL);
      expect((await served(b, id)).minutes).toBe(before.minutes);
    } finally {
      await close();
    }
  });

  it('refuses a stop closed when the walk reaches it, naming it, and a spot of another city', async () => {
    const { database, a, editor, close } = await twoEditorInstances(target);
    try {
      const id = await walkId(database.db);
      const draft = (
        await call(a, editor, 'POST', `/api/editor/content/tour/${id}/draft`)
      ).json<DraftDetail>();
      // Santo Domingo opens at 07:00: first at 06:00, the walk finds its door shut.
      await call(a, editor, 'PUT', `/api/editor/drafts/${draft.id}`, {
        data: { ...draft.data, stops: REORDERED, startTime: '06:00' },
      });
      const closed = await call(a, editor, 'POST', `/api/editor/drafts/${draft.id}/publish`);
      expect(closed.statusCode).toBe(400);
      expect(closed.json()).toMatchObject({ field: 'stops' });
      expect(closed.json<{ message: string }>().message).toContain('"santo-domingo" is closed');
      expect((await served(a, id)).stops).toEqual(ORIGINAL);

      const [elsewhere] = await database.db
        .insert(spots)
        .values({
          cityId: PUEBLA,
          slug: 'capilla-del-rosario',
          name: 'Capilla del Rosario',
          description: 'Gilded chapel.',
          address: 'Puebla',
          lat: 19.0466,
          lng: -98.1966,
          visitMinutes: 45,
          category: 'history',
          factsCheckedOn: '2026-11-01',
        })
        .returning({ slug: spots.slug });
      await call(a, editor, 'PUT', `/api/editor/drafts/${draft.id}`, {
        data: { ...draft.data, stops: [...ORIGINAL, elsewhere!.slug] },
      });
      const foreign = await call(a, editor, 'POST', `/api/editor/drafts/${draft.id}/publish`);
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json()).toMatchObject({ field: 'stops' });
      expect(foreign.json<{ message: string }>().message).toContain('“capilla-del-rosario”');
      const preview = await call(a, editor, 'GET', `/api/editor/drafts/${draft.id}/preview`);
      expect(preview.statusCode).toBe(400);
      expect((await served(a, id)).stops).toEqual(ORIGINAL);
      const kept = await call(a, editor, 'GET', `/api/editor/drafts/${draft.id}`);
      expect(kept.json<DraftDetail>()).toMatchObject({ state: 'draft' });
    } finally {
      await close();
    }
  });

  it('keeps the editor’s tour at import, and exports only its entry into tours.yaml', async () => {
    const { database, a, editor, close } = await twoEditorInstances(target);
    const copy = mkdtempSync(join(tmpdir(), 'sendero-export-'));
    cpSync(FIXTURE_DIR, copy, { recursive: true });
    const dataDir = join(copy, 'data');
    const toursFile = join(dataDir, 'cities', 'oaxaca', 'tours.yaml');
    const original = readFileSync(toursFile, 'utf8');
    try {
      const id = await walkId(database.db);
      const draft = (
        await call(a, editor, 'POST', `/api/editor/content/tour/${id}/draft`)
      ).json<DraftDetail>();
      await call(a, editor, 'PUT', `/api/editor/drafts/${draft.id}`, {
        data: { ...draft.data, stops: REORDERED, title: 'Centro Walk, church first' },
      });
      expect(
        (await call(a, editor, 'POST', `/api/editor/drafts/${draft.id}/publish`)).statusCode,
      ).toBe(200);
      const published = await served(a, id);

      const result = await importFixture(database.db);
      expect(result.keptEditorVersions).toEqual(['oaxaca/oaxaca-walk']);
      const [row] = await database.db.select().from(tours).where(eq(tours.id, id));
      expect(row).toMatchObject({
        title: 'Centro Walk, church first',
        durationMinutes: published.minutes,
      });
      await expect
        .poll(async () => (await served(a, id)).stops, { timeout: 5000 })
        .toEqual(REORDERED);

      const exported = await exportEditorChanges(database.db, {
        dataDir,
        imagesDir: join(copy, 'images'),
      });
      expect(exported).toEqual({
        files: [join('cities', 'oaxaca', 'tours.yaml')],
        entries: ['tour oaxaca/oaxaca-walk'],
      });
      const written = readFileSync(toursFile, 'utf8');
      // The entry is rewritten where it stands with the editor's fields; nothing else changes.
      const oaxacaTours = (dir: string) =>
        readDataset(dir).cities.find((c) => c.folder === 'oaxaca')!.tours;
      const [before] = oaxacaTours(join(FIXTURE_DIR, 'data'));
      expect(oaxacaTours(dataDir)).toEqual([
        { ...before, title: 'Centro Walk, church first', stops: REORDERED },
      ]);
      expect(written).toContain('\n  stops: [santo-domingo, zocalo, mercado-20-de-noviembre]\n');
      expect(written.split('\n')).toHaveLength(original.split('\n').length);
    } finally {
      await close();
    }
  });
});

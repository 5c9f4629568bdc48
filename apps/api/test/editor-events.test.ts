/**
 * Editors change events (issue 32 item 4): an event's dates and times changed in a draft go live
 * on every instance as GET /api/events serves them; the dataset's own rules (the last day not
 * before the first) refuse at the field; history restores the old dates; the import keeps the
 * editor's event and the export writes only its entry back into events.yaml.
 */
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportEditorChanges, readDataset } from '@sendero/content';
import type { FastifyInstance } from 'fastify';
import type { DraftDetail, EventItem } from '@sendero/contract';
import { events, type Database } from '@sendero/db';
import { eq } from 'drizzle-orm';
import { testDatabases } from './databases.ts';
import { FIXTURE_DIR, importFixture } from './fixture-dataset.ts';
import { call, historyOf, restoreVersion, twoEditorInstances } from './editor-helpers.ts';

const OAXACA = 2;

async function guelaguetzaId(db: Database) {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(eq(events.slug, 'guelaguetza'));
  return row!.id;
}

/**
 * The event as travellers get it. It recurs yearly, so its served year depends on today: the
 * month and day are what an editor changes.
 */
const served = async (app: FastifyInstance, id: number) => {
  const list = (await app.inject(`/api/events?cityId=${OAXACA}`)).json<EventItem[]>();
  const event = list.find((item) => item.id === id);
  if (!event) return null;
  return {
    days: [event.date.slice(5), event.endDate.slice(5)],
    startTime: event.startTime,
    endTime: event.endTime,
  };
};

const ORIGINAL = { days: ['07-20', '07-20'], startTime: '10:00', endTime: null };
const CHANGED = { days: ['07-21', '07-23'], startTime: '11:30', endTime: '15:00' };
const CHANGED_DATA = {
  startsOn: '2026-07-21',
  endsOn: '2026-07-23',
  startTime: '11:30',
  endTime: '15:00',
};

describe.each(testDatabases)('editors change events on $name', (target) => {
  it('publishes new dates and times on one instance, live on the other, and restores the old ones', async () => {
    const { database, a, b, editor, close } = await twoEditorInstances(target);
    try {
      const id = await guelaguetzaId(database.db);
      expect(await served(b, id)).toEqual(ORIGINAL);

      const started = await call(a, editor, 'POST', `/api/editor/content/event/${id}/draft`);
      expect(started.statusCode).toBe(200);
      const draft = started.json<DraftDetail>();
      expect(draft).toMatchObject({
        kind: 'event',
        entityId: id,
        title: 'Guelaguetza',
        cityName: 'Oaxaca',
        problems: [],
      });
      // The live event in the dataset's shape: times as the files write them.
      expect(draft.data).toEqual({
        slug: 'guelaguetza',
        title: 'Guelaguetza',
        venue: 'Auditorio Guelaguetza',
        address: 'Cerro del Fortín, Oaxaca',
        startsOn: '2026-07-20',
        endsOn: '2026-07-20',
        startTime: '10:00',
        datesVary: false,
        priceText: 'Free',
        priceUnit: 'free',
        description: 'Dance festival.',
        link: 'https://www.oaxaca.gob.mx/guelaguetza/',
        tags: ['festival', 'dance'],
        image: { file: 'events/guelaguetza.svg', alt: 'Fixture dancers' },
        recursYearly: true,
      });

      await call(a, editor, 'PUT', `/api/editor/drafts/${draft.id}`, {
        data: { ...draft.data, ...CHANGED_DATA },
      });
      // The preview is the event as GET /api/events would serve it, at its next occurrence.
      const preview = await call(a, editor, 'GET', `/api/editor/drafts/${draft.id}/preview`);
      expect(preview.statusCode).toBe(200);
      const previewed = preview.json<EventItem>();
      expect(previewed).toMatchObject({
        id,
        slug: 'guelaguetza',
        city: 'Oaxaca',
        startTime: '11:30',
        endTime: '15:00',
        coverUrl: '/media/events/guelaguetza.svg',
        recursYearly: true,
      });
      expect([previewed.date.slice(5), previewed.endDate.slice(5)]).toEqual(CHANGED.days);
      expect(
        (await call(a, null, 'GET', `/api/editor/drafts/${draft.id}/preview`)).statusCode,
      ).toBe(401);
      // Not live yet.
      expect(await served(a, id)).toEqual(ORIGINAL);

      const published = await call(a, editor, 'POST', `/api/editor/drafts/${draft.id}/publish`);
      expect(published.statusCode).toBe(200);
      expect(published.json()).toEqual({ revisionId: draft.id, kind: 'event', entityId: id });
      await expect.poll(() => served(b, id), { timeout: 5000 }).toEqual(CHANGED);
      // The whole served event is what the preview showed.
      const list = (await b.inject(`/api/events?cityId=${OAXACA}`)).json<EventItem[]>();
      expect(list.find((item) => item.id === id)).toEqual(previewed);

      const [latest, original] = await historyOf(a, editor, { kind: 'event', id });
      expect(latest).toMatchObject({ current: true, publishedBy: editor.username });
      expect(latest!.changes).toEqual([
        { field: 'endTime', before: null, after: '15:00' },
        { field: 'endsOn', before: '2026-07-20', after: '2026-07-23' },
        { field: 'startTime', before: '10:00', after: '11:30' },
        { field: 'startsOn', before: '2026-07-20', after: '2026-07-21' },
      ]);
      expect(original).toMatchObject({ origin: 'dataset', current: false, publishedBy: null });

      await restoreVersion(a, editor, { kind: 'event', id, revisionId: original!.revisionId });
      await expect.poll(() => served(b, id), { timeout: 5000 }).toEqual(ORIGINAL);
    } finally {
      await close();
    }
  });

  it('refuses a last day before the first at the field, keeps the draft, and offers event pictures', async () => {
    const { database, a, editor, close } = await twoEditorInstances(target);
    try {
      const id = await guelaguetzaId(database.db);
      const draft = (
        await call(a, editor, 'POST', `/api/editor/content/event/${id}/draft`)
      ).json<DraftDetail>();
      const saved = await call(a, editor, 'PUT', `/api/editor/drafts/${draft.id}`, {
        data: { ...draft.data, startsOn: '2026-07-22', endsOn: '2026-07-21' },
      });
      expect(saved.json<DraftDetail>().problems).toEqual([
        { field: 'endsOn', message: 'must not be before startsOn' },
      ]);
      const refused = await call(a, editor, 'POST', `/api/editor/drafts/${draft.id}/publish`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ field: 'endsOn' });
      const preview = await call(a, editor, 'GET', `/api/editor/drafts/${draft.id}/preview`);
      expect(preview.statusCode).toBe(400);
      expect(await served(a, id)).toEqual(ORIGINAL);
      const kept = await call(a, editor, 'GET', `/api/editor/drafts/${draft.id}`);
      expect(kept.json<DraftDetail>()).toMatchObject({ state: 'draft' });

      // A published event keeps its slug, as the dataset names it by it.
      await call(a, editor, 'PUT', `/api/editor/drafts/${draft.id}`, {
        data: { ...draft.data, slug: 'guelaguetza-2' },
      });
      const renamed = await call(a, editor, 'POST', `/api/editor/drafts/${draft.id}/publish`);
      expect(renamed.statusCode).toBe(400);
      expect(renamed.json()).toMatchObject({ field: 'slug' });

      // An event's pictures are the events' artwork; a spot's stay the default.
      const media = async (query: string) =>
        (await call(a, editor, 'GET', `/api/editor/media${query}`)).json<{
          files: { file: string; url: string }[];
        }>().files;
      const eventPictures = await media('?kind=event');
      expect(eventPictures).toContainEqual(
        expect.objectContaining({
          file: 'events/guelaguetza.svg',
          url: '/media/events/guelaguetza.svg',
        }),
      );
      expect(eventPictures.every((m) => m.file.startsWith('events/'))).toBe(true);
      expect((await media('')).every((m) => m.file.startsWith('spots/'))).toBe(true);
      expect((await media('?kind=tour')).every((m) => m.file.startsWith('tours/'))).toBe(true);
      expect((await call(a, editor, 'GET', '/api/editor/media?kind=trip')).statusCode).toBe(400);
    } finally {
      await close();
    }
  });

  it('keeps the editor’s event at import, and exports only its entry into events.yaml', async () => {
    const { database, a, editor, close } = await twoEditorInstances(target);
    const copy = mkdtempSync(join(tmpdir(), 'sendero-export-'));
    cpSync(FIXTURE_DIR, copy, { recursive: true });
    const dataDir = join(copy, 'data');
    const eventsFile = join(dataDir, 'cities', 'oaxaca', 'events.yaml');
    const original = readFileSync(eventsFile, 'utf8');
    try {
      const id = await guelaguetzaId(database.db);
      const draft = (
        await call(a, editor, 'POST', `/api/editor/content/event/${id}/draft`)
      ).json<DraftDetail>();
      await call(a, editor, 'PUT', `/api/editor/drafts/${draft.id}`, {
        data: { ...draft.data, ...CHANGED_DATA },
      });
      expect(
        (await call(a, editor, 'POST', `/api/editor/drafts/${draft.id}/publish`)).statusCode,
      ).toBe(200);

      const result = await importFixture(database.db);
      expect(result.keptEditorVersions).toEqual(['oaxaca/guelaguetza']);
      const [row] = await database.db.select().from(events).where(eq(events.id, id));
      expect(row).toMatchObject({ startsOn: '2026-07-21', endsOn: '2026-07-23' });
      await expect.poll(() => served(a, id), { timeout: 5000 }).toEqual(CHANGED);

      const exported = await exportEditorChanges(database.db, {
        dataDir,
        imagesDir: join(copy, 'images'),
      });
      expect(exported).toEqual({
        files: [join('cities', 'oaxaca', 'events.yaml')],
        entries: ['event oaxaca/guelaguetza'],
      });
      const oaxacaEvents = (dir: string) =>
        readDataset(dir).cities.find((c) => c.folder === 'oaxaca')!.events;
      const [before] = oaxacaEvents(join(FIXTURE_DIR, 'data'));
      expect(oaxacaEvents(dataDir)).toEqual([{ ...before, ...CHANGED_DATA }]);
      const written = readFileSync(eventsFile, 'utf8');
      // The entry is rewritten where it stands, a changed value in its old style (a quoted time);
      // the end time is the one line added.
      expect(written).toContain('\n  startsOn: 2026-07-21\n');
      expect(written).toContain('\n  startTime: "11:30"\n');
      // A new time is quoted: a YAML 1.1 reader would take 15:00 for a number.
      expect(written).toContain('\n  endTime: "15:00"\n');
      expect(written.split('\n')).toHaveLength(original.split('\n').length + 1);
    } finally {
      await close();
    }
  });
});

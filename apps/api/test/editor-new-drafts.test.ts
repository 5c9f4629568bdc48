/**
 * Editors add content (issue 32 item 4): a draft of a new event starts empty in a city, the rules
 * list what it needs, and its first publication creates the event, live on every instance. A
 * city is never new: cities come only from the dataset.
 */
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DraftDetail, EventItem } from '@sendero/contract';
import { testDatabases } from './databases.ts';
import { call, twoEditorInstances } from './editor-helpers.ts';

const OAXACA = 2;

const NEW_EVENT = {
  slug: 'noche-de-rabanos',
  title: 'Noche de Rábanos',
  venue: 'Zócalo',
  address: 'Plaza de la Constitución, Oaxaca',
  startsOn: '2026-12-23',
  endsOn: '2026-12-23',
  startTime: '17:00',
  datesVary: false,
  priceText: 'Free',
  priceUnit: 'free',
  description: 'Nativity scenes carved from giant radishes fill the Zócalo for one evening.',
  link: 'https://www.oaxaca.gob.mx/',
  tags: ['festival'],
  image: { file: 'events/guelaguetza.svg', alt: 'Carved radishes' },
  recursYearly: true,
};

const titles = async (app: FastifyInstance) =>
  (await app.inject(`/api/events?cityId=${OAXACA}&dateFrom=2000-01-01`))
    .json<EventItem[]>()
    .map((event) => event.title);

describe.each(testDatabases)('editors add content on $name', (target) => {
  it('starts an empty event draft in a city, and its publication creates the event everywhere', async () => {
    const { a, b, editor, close } = await twoEditorInstances(target);
    try {
      const started = await call(a, editor, 'POST', '/api/editor/drafts', {
        kind: 'event',
        cityId: OAXACA,
      });
      expect(started.statusCode, started.body).toBe(200);
      const draft = started.json<DraftDetail>();
      expect(draft).toMatchObject({
        kind: 'event',
        entityId: null,
        cityId: OAXACA,
        cityName: 'Oaxaca',
        data: {},
        state: 'draft',
      });
      // The rules say what it needs, field by field.
      expect(draft.problems.map((problem) => problem.field)).toEqual(
        expect.arrayContaining(['slug', 'title', 'startsOn', 'image']),
      );
      expect(draft.problems.find((p) => p.field === 'title')?.message).toBe('is required');
      expect(
        (await call(a, editor, 'POST', `/api/editor/drafts/${draft.id}/publish`)).statusCode,
      ).toBe(400);

      await call(a, editor, 'PUT', `/api/editor/drafts/${draft.id}`, { data: NEW_EVENT });
      const published = await call(a, editor, 'POST', `/api/editor/drafts/${draft.id}/publish`);
      expect(published.statusCode, published.body).toBe(200);
      const { entityId } = published.json<{ entityId: number }>();
      expect(entityId).toBeGreaterThan(0);
      await expect.poll(() => titles(b), { timeout: 5000 }).toContain('Noche de Rábanos');

      const audit = await call(
        a,
        editor,
        'GET',
        `/api/editor/audit?targetType=draft&targetId=${draft.id}`,
      );
      expect(JSON.stringify(audit.json())).toContain('event.draft.new');
    } finally {
      await close();
    }
  });

  it('refuses a new city, a city that does not exist and a kind it does not know, at the field', async () => {
    const { a, editor, close } = await twoEditorInstances(target);
    try {
      const start = (body: object) => call(a, editor, 'POST', '/api/editor/drafts', body);
      const city = await start({ kind: 'city', cityId: OAXACA });
      expect(city.statusCode).toBe(400);
      expect(city.json()).toMatchObject({ field: 'kind' });
      const nowhere = await start({ kind: 'spot', cityId: 999 });
      expect(nowhere.statusCode).toBe(400);
      expect(nowhere.json()).toMatchObject({ field: 'cityId' });
      expect((await start({ kind: 'trip', cityId: OAXACA })).statusCode).toBe(400);
    } finally {
      await close();
    }
  });
});

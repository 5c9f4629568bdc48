import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EventItem, SearchPage, SearchResult } from '@sendero/contract';
import { rebuildSearchDocuments } from '../../../packages/content/src/search-index.ts';
import { build, useApp } from './build.ts';
import { countingHandle } from './content-setup.ts';
import { testDatabases } from './databases.ts';

/** 12:00 in Mexico City on 21 November 2026. */
const NOV_2026 = new Date('2026-11-21T18:00:00Z');
/** 12:00 in Mexico City on 31 December 2027: every yearly event has moved on to 2028. */
const DEC_2027 = new Date('2027-12-31T18:00:00Z');

describe.each(testDatabases)('events in GET /api/search on $name', (target) => {
  let now = NOV_2026;
  const ctx = useApp(target, {
    env: { RATE_LIMIT_FACTOR: '10' },
    content: 'real',
    now: () => now,
  });

  const search = async (query: Record<string, string>) => {
    const response = await ctx.app.inject({ url: '/api/search', query });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SearchPage>();
  };
  const eventsOf = (page: SearchPage) => page.content.filter((r) => r.docType === 'event');
  const listedEvent = async (cityId: number, title: string) => {
    const response = await ctx.app.inject({
      url: '/api/events',
      query: { cityId: String(cityId) },
    });
    const event = response.json<EventItem[]>().find((item) => item.title === title);
    expect(event, title).toBeDefined();
    return event!;
  };

  it('finds an event by its title, with its dates and the events page filtered to it', async () => {
    now = NOV_2026;
    const [result] = (await search({ q: 'guelaguetza', type: 'event' })).content;
    expect(result).toEqual<SearchResult>({
      docType: 'event',
      docId: result!.docId,
      cityId: 2,
      title: 'Guelaguetza',
      subtitle: 'Oaxaca',
      highlightedTitle: '<mark>Guelaguetza</mark>',
      highlightedSubtitle: 'Oaxaca',
      url: '/events?city=2&q=Guelaguetza',
      eventDates: { date: '2027-07-19', endDate: '2027-07-26', datesVary: true },
    });
    // The same run as the events page lists on the same day.
    const listed = await listedEvent(2, 'Guelaguetza');
    expect(result!.eventDates).toEqual({
      date: listed.date,
      endDate: listed.endDate,
      datesVary: listed.datesVary,
    });
  });

  it('shows a yearly event at its next run once this one is over', async () => {
    now = DEC_2027;
    const [result] = (await search({ q: 'vive latino' })).content;
    const listed = await listedEvent(1, 'Vive Latino');
    expect(result).toMatchObject({
      docType: 'event',
      url: '/events?city=1&q=Vive+Latino',
      eventDates: { date: listed.date, endDate: listed.endDate, datesVary: listed.datesVary },
    });
    expect(result!.eventDates!.date.startsWith('2028-')).toBe(true);
    now = NOV_2026;
  });

  it('lists events among other results, and alone with type=event', async () => {
    const all = await search({ q: 'day of the dead', size: '50' });
    expect(eventsOf(all).length).toBeGreaterThan(1);
    expect(all.content.some((r) => r.docType !== 'event')).toBe(true);
    const events = await search({ q: 'day of the dead', type: 'event', size: '50' });
    expect(events.content.map((r) => r.docId)).toEqual(eventsOf(all).map((r) => r.docId));
    expect(events.totalElements).toBe(events.content.length);
    for (const event of events.content) {
      expect(event.url).toMatch(/^\/events\?city=\d+&q=/);
      expect(event.eventDates).toMatchObject({
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
    }
    const inOaxaca = await search({ q: 'muertos', type: 'event', cityId: '2' });
    expect(inOaxaca.content.map((r) => r.title)).toEqual(['Día de Muertos in Oaxaca']);
    // Every other type carries no dates.
    for (const other of all.content.filter((r) => r.docType !== 'event')) {
      expect(other.eventDates).toBeNull();
    }
  });

  it('finds events by the months they run in and by their venue', async () => {
    const july = await search({ q: 'oaxaca july', type: 'event' });
    expect(july.content.map((r) => r.title)).toEqual(
      expect.arrayContaining(['Guelaguetza', 'Feria Internacional del Mezcal']),
    );
    expect((await search({ q: 'oaxaca december', type: 'event' })).content).not.toContainEqual(
      expect.objectContaining({ title: 'Guelaguetza' }),
    );
    const venue = await search({ q: 'cerro fortin', type: 'event' });
    expect(venue.content.map((r) => r.title)).toContain('Guelaguetza');
  });

  it('reads a page of many events in as many statements as a page of one', async () => {
    const counted = countingHandle(ctx.database);
    const { app } = await build(counted.handle, { now: () => now });
    try {
      const statementsFor = async (size: string) => {
        counted.statements.length = 0;
        const response = await app.inject({
          url: '/api/search',
          query: { q: 'festival', type: 'event', size },
        });
        const page = response.json<SearchPage>();
        expect(page.content.every((r) => r.eventDates !== null)).toBe(true);
        return { results: page.content.length, statements: counted.statements.length };
      };
      const one = await statementsFor('1');
      // Both pages are title, subtitle and tag matches: the same steps, with more rows.
      const many = await statementsFor('8');
      expect(one.results).toBe(1);
      expect(many.results).toBe(8);
      expect(many.statements).toBe(one.statements);
    } finally {
      await app.close();
    }
  });

  it('leaves out a one-off event that is over, and shows one still ahead', async () => {
    const { rows } = await ctx.database.db.execute(sql`select count(*)::int as n from events`);
    expect(Number(rows[0]!['n'])).toBeGreaterThan(40);
    await ctx.database.db.execute(sql`
      insert into events (city_id, slug, title, venue, address, starts_on, ends_on, start_time,
                          price_text, price_unit, description, tags, recurs_yearly)
      values (2, 'zz-past', 'Zapoteca Past Concert', 'Teatro', 'Centro', '2020-01-10', '2020-01-10',
              '20:00', 'Free', 'free', 'Over.', '{}', false),
             (2, 'zz-ahead', 'Zapoteca Future Concert', 'Teatro', 'Centro', '2099-01-10',
              '2099-01-12', '20:00', 'Free', 'free', 'Ahead.', '{}', false)`);
    await rebuildSearchDocuments(ctx.database.db);
    const found = await search({ q: 'zapoteca concert' });
    expect(found.content.map((r) => [r.title, r.eventDates])).toEqual([
      ['Zapoteca Future Concert', { date: '2099-01-10', endDate: '2099-01-12', datesVary: false }],
    ]);
  });
});

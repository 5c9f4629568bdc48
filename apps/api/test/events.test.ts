import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { unfoldCalendar } from '@sendero/contract';
import { cities, events, type Database } from '@sendero/db';
import { useApp } from './build.ts';
import { testDatabases } from './databases.ts';

/** 12:00 in Mexico City on 21 November 2026. */
const NOV_2026 = new Date('2026-11-21T18:00:00Z');
/** 12:00 in Mexico City on 31 December 2027: every yearly event moves to 2028. */
const DEC_2027 = new Date('2027-12-31T18:00:00Z');
/** 21:00 on 6 January 2027 in Mexico City, already 7 January in UTC. */
const EVENING_JAN_6 = new Date('2027-01-07T03:00:00Z');

interface ListedEvent {
  slug: string;
  date: string;
  endDate: string;
  datesVary: boolean;
  timeZone: string;
  startTime: string;
  endTime: string | null;
  city: string;
  cityId: number;
  tags: string[];
}

async function seed(db: Database) {
  const [merida, oaxaca] = await db
    .insert(cities)
    .values([
      {
        slug: 'merida',
        name: 'Mérida',
        description: 'Yucatán capital.',
        mainImageUrl: '/media/cities/merida.svg',
        mainImageAlt: 'Mérida',
        lat: 20.97,
        lng: -89.62,
        timeZone: 'America/Merida',
      },
      {
        slug: 'oaxaca',
        name: 'Oaxaca',
        description: 'Oaxaca city.',
        mainImageUrl: '/media/cities/oaxaca.svg',
        mainImageAlt: 'Oaxaca',
        lat: 17.06,
        lng: -96.72,
      },
    ])
    .returning({ id: cities.id });
  const base = {
    address: 'Centro',
    priceText: 'Free',
    priceUnit: 'free' as const,
    link: 'https://example.com/e',
  };
  await db.insert(events).values([
    {
      ...base,
      cityId: merida!.id,
      slug: 'merida-fest',
      title: 'Mérida Fest',
      venue: 'Plaza Grande',
      address: 'Calle 60 x 61, Centro, Mérida',
      startsOn: '2027-01-06',
      endsOn: '2027-01-06',
      startTime: '19:00',
      priceText: 'Most events free; some shows MXN 100–400',
      priceUnit: 'per-person',
      description: 'Concerts, theatre, dance; the city birthday, with fireworks.',
      tags: ['festival', 'music', 'free'],
      coverUrl: '/media/events/merida-fest.svg',
      coverAlt: 'A stage',
      recursYearly: true,
    },
    {
      ...base,
      cityId: merida!.id,
      slug: 'merida-breakfast',
      title: 'Founders breakfast',
      venue: 'Mercado Lucas de Gálvez',
      startsOn: '2027-01-06',
      endsOn: '2027-01-06',
      startTime: '09:00',
      endTime: '11:30',
      description: 'Cochinita pibil at dawn.',
      tags: ['food'],
    },
    {
      ...base,
      cityId: oaxaca!.id,
      slug: 'guelaguetza',
      title: 'Guelaguetza',
      venue: 'Auditorio Guelaguetza',
      startsOn: '2026-07-20',
      endsOn: '2026-07-20',
      startTime: '10:00',
      endTime: '14:00',
      description: 'Dance festival on the Cerro del Fortín.',
      tags: ['festival', 'dance'],
      recursYearly: true,
    },
    {
      ...base,
      cityId: oaxaca!.id,
      slug: 'oaxaca-old-concert',
      title: 'Old concert',
      venue: 'Teatro Macedonio Alcalá',
      startsOn: '2026-01-10',
      endsOn: '2026-01-10',
      startTime: '20:00',
      description: 'Already happened.',
      tags: ['music', 'free'],
    },
    {
      ...base,
      cityId: oaxaca!.id,
      slug: 'oaxaca-night-concert',
      title: 'Night concert',
      venue: 'Teatro Macedonio Alcalá',
      startsOn: '2027-02-01',
      endsOn: '2027-02-01',
      startTime: '22:00',
      endTime: '01:30',
      description: 'Son jarocho until late.',
      tags: ['music', 'free'],
      link: null,
    },
  ]);
  return { meridaId: merida!.id, oaxacaId: oaxaca!.id };
}

function slugs(body: ListedEvent[]) {
  return body.map((event) => event.slug);
}

/** Unfolded lines, after checking that every raw line is CRLF-terminated and ≤ 75 octets. */
function parseCalendar(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  for (const raw of text.split('\r\n')) {
    expect(raw).not.toContain('\n');
    expect(Buffer.byteLength(raw, 'utf8')).toBeLessThanOrEqual(75);
  }
  const lines = unfoldCalendar(text);
  const stack: string[] = [];
  const vevents: Record<string, string>[] = [];
  for (const line of lines) {
    const colon = line.indexOf(':');
    expect(colon).toBeGreaterThan(0);
    const name = line.slice(0, colon);
    const value = line.slice(colon + 1);
    if (name === 'BEGIN') {
      stack.push(value);
      if (value === 'VEVENT') vevents.push({});
    } else if (name === 'END') {
      expect(stack.pop()).toBe(value);
    } else if (stack.at(-1) === 'VEVENT') {
      vevents.at(-1)![name] = value;
    }
  }
  expect(stack).toEqual([]);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  return { lines, vevents };
}

describe.each(testDatabases)('GET /api/events on $name', (target) => {
  describe('in November 2026', () => {
    const ctx = useApp(target, { now: () => NOV_2026 });
    let ids: { meridaId: number; oaxacaId: number };
    beforeAll(async () => {
      ids = await seed(ctx.database.db);
    });

    const list = async (query = '') => {
      const response = await ctx.app.inject(`/api/events${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as ListedEvent[];
    };

    it('lists upcoming events only, yearly ones at their next date, by date then time', async () => {
      const response = await ctx.app.inject('/api/events');
      expect(response.headers['cache-control']).toMatch(/public, max-age=60/);
      const body = response.json() as ListedEvent[];
      expect(slugs(body)).toEqual([
        'merida-breakfast',
        'merida-fest',
        'oaxaca-night-concert',
        'guelaguetza',
      ]);
      expect(body.map((event) => event.date)).toEqual([
        '2027-01-06',
        '2027-01-06',
        '2027-02-01',
        '2027-07-20',
      ]);
      expect(body[1]).toEqual({
        id: expect.any(Number),
        slug: 'merida-fest',
        cityId: ids.meridaId,
        city: 'Mérida',
        title: 'Mérida Fest',
        venue: 'Plaza Grande',
        address: 'Calle 60 x 61, Centro, Mérida',
        date: '2027-01-06',
        endDate: '2027-01-06',
        datesVary: false,
        timeZone: 'America/Merida',
        startTime: '19:00',
        endTime: null,
        priceText: 'Most events free; some shows MXN 100–400',
        priceUnit: 'per-person',
        description: 'Concerts, theatre, dance; the city birthday, with fireworks.',
        link: 'https://example.com/e',
        tags: ['festival', 'music', 'free'],
        coverUrl: '/media/events/merida-fest.svg',
        coverAlt: 'A stage',
        recursYearly: true,
      });
      expect(body[0]).toMatchObject({ startTime: '09:00', endTime: '11:30' });
    });

    it('filters by city', async () => {
      expect(slugs(await list(`?cityId=${ids.oaxacaId}`))).toEqual([
        'oaxaca-night-concert',
        'guelaguetza',
      ]);
      expect(await list('?cityId=999')).toEqual([]);
    });

    it('requires every selected tag (AND), a single tag too', async () => {
      expect(slugs(await list('?tags=festival'))).toEqual(['merida-fest', 'guelaguetza']);
      expect(slugs(await list('?tags=festival&tags=music'))).toEqual(['merida-fest']);
      expect(slugs(await list('?tags=music&tags=free'))).toEqual([
        'merida-fest',
        'oaxaca-night-concert',
      ]);
      expect(await list('?tags=festival&tags=food')).toEqual([]);
    });

    it('searches title, venue and description, ignoring case and accents', async () => {
      expect(slugs(await list('?q=merida'))).toEqual(['merida-fest']);
      expect(slugs(await list('?q=GALVEZ'))).toEqual(['merida-breakfast']);
      expect(slugs(await list('?q=fort%C3%ADn'))).toEqual(['guelaguetza']);
      expect(slugs(await list('?q=macedonio'))).toEqual(['oaxaca-night-concert']);
      expect(await list('?q=100%25')).toEqual([]);
      expect(slugs(await list('?q=%20%20'))).toHaveLength(4);
    });

    it('combines city, text, tags and dates', async () => {
      expect(slugs(await list(`?cityId=${ids.oaxacaId}&tags=music&q=jarocho`))).toEqual([
        'oaxaca-night-concert',
      ]);
      expect(await list(`?cityId=${ids.meridaId}&tags=dance`)).toEqual([]);
      expect(slugs(await list('?dateFrom=2027-01-07&dateTo=2027-07-20&tags=festival'))).toEqual([
        'guelaguetza',
      ]);
      expect(slugs(await list('?dateTo=2027-01-06'))).toEqual(['merida-breakfast', 'merida-fest']);
    });

    it('lists past events when dateFrom asks for them', async () => {
      const body = await list('?dateFrom=2026-01-01&dateTo=2026-12-31');
      expect(body.map((event) => [event.slug, event.date])).toEqual([
        ['oaxaca-old-concert', '2026-01-10'],
        ['guelaguetza', '2026-07-20'],
      ]);
    });

    it.each([
      ['dateFrom=2027-13-01', 'dateFrom'],
      ['dateFrom=2027-02-30', 'dateFrom'],
      ['dateTo=tomorrow', 'dateTo'],
      ['dateFrom=2027-02-01&dateTo=2027-01-01', 'dateTo'],
      ['dateTo=2026-01-01', 'dateTo'],
      ['cityId=abc', 'cityId'],
      // Past PostgreSQL's integer: once a 500 from the query, now refused like any bad id.
      ['cityId=2147483648', 'cityId'],
    ])('answers 400 for %s', async (query, field) => {
      const response = await ctx.app.inject(`/api/events?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR', field });
      const feed = await ctx.app.inject(`/api/events.ics?${query}`);
      expect(feed.statusCode).toBe(400);
    });

    it('serves a subscribable calendar feed with stable UIDs', async () => {
      const first = await ctx.app.inject(`/api/events.ics?cityId=${ids.meridaId}`);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(first.headers['cache-control']).toMatch(/public, max-age=60/);
      const { lines, vevents } = parseCalendar(first.body);
      expect(lines).toContain('VERSION:2.0');
      expect(lines.some((line) => line.startsWith('PRODID:'))).toBe(true);
      expect(lines).toContain('X-WR-CALNAME:Sendero events · Mérida');
      expect(lines).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT6H');
      expect(lines).toContain('X-PUBLISHED-TTL:PT6H');
      expect(vevents.map((event) => event['UID'])).toEqual([
        'event-merida-breakfast-2027@sendero.travel',
        'event-merida-fest-2027@sendero.travel',
      ]);
      const [breakfast, fest] = vevents;
      expect(breakfast).toMatchObject({
        'DTSTART;TZID=America/Merida': '20270106T090000',
        'DTEND;TZID=America/Merida': '20270106T113000',
      });
      // No end time: the event ends when it starts.
      expect(fest).toMatchObject({
        'DTSTART;TZID=America/Merida': '20270106T190000',
        'DTEND;TZID=America/Merida': '20270106T190000',
      });
      expect(fest!['SUMMARY']).toBe('Mérida Fest');
      expect(fest!['LOCATION']).toBe('Plaza Grande\\, Calle 60 x 61\\, Centro\\, Mérida');
      expect(fest!['DESCRIPTION']).toBe(
        'Concerts\\, theatre\\, dance\\; the city birthday\\, with fireworks.\\n\\n' +
          'Per person: Most events free\\; some shows MXN 100–400',
      );
      expect(fest!['URL']).toBe('https://example.com/e');
      expect(fest!['DTSTAMP']).toBe('20261121T180000Z');

      const second = await ctx.app.inject(`/api/events.ics?cityId=${ids.meridaId}`);
      expect(parseCalendar(second.body).vevents.map((event) => event['UID'])).toEqual(
        vevents.map((event) => event['UID']),
      );
    });

    it('applies the list filters to the feed; a late end moves to the next day', async () => {
      const response = await ctx.app.inject('/api/events.ics?tags=music&q=jarocho');
      const { lines, vevents } = parseCalendar(response.body);
      expect(lines).toContain('X-WR-CALNAME:Sendero events');
      expect(vevents).toHaveLength(1);
      expect(vevents[0]).toMatchObject({
        UID: 'event-oaxaca-night-concert-2027@sendero.travel',
        'DTSTART;TZID=America/Mexico_City': '20270201T220000',
        'DTEND;TZID=America/Mexico_City': '20270202T013000',
      });
      expect(vevents[0]!['URL']).toBeUndefined();
    });

    it('folds long lines at 75 octets without splitting characters', async () => {
      const response = await ctx.app.inject('/api/events.ics');
      const { vevents } = parseCalendar(response.body);
      expect(vevents).toHaveLength(4);
      expect(response.body).toMatch(/\r\n /);
    });
  });

  describe('on 31 December 2027', () => {
    const ctx = useApp(target, { now: () => DEC_2027 });
    beforeAll(async () => {
      await seed(ctx.database.db);
    });

    it('moves yearly events to 2028 and drops one-off events that have passed', async () => {
      const response = await ctx.app.inject('/api/events');
      const body = response.json() as ListedEvent[];
      expect(body.map((event) => [event.slug, event.date])).toEqual([
        ['merida-fest', '2028-01-06'],
        ['guelaguetza', '2028-07-20'],
      ]);
      const feed = parseCalendar((await ctx.app.inject('/api/events.ics')).body);
      expect(
        feed.vevents.map((event) => [
          event['UID'],
          event['DTSTART;TZID=America/Merida'] ?? event['DTSTART;TZID=America/Mexico_City'],
        ]),
      ).toEqual([
        ['event-merida-fest-2028@sendero.travel', '20280106T190000'],
        ['event-guelaguetza-2028@sendero.travel', '20280720T100000'],
      ]);
    });
  });

  describe('late on 6 January 2027 in México (already the 7th in UTC)', () => {
    const ctx = useApp(target, { now: () => EVENING_JAN_6 });
    beforeAll(async () => {
      await seed(ctx.database.db);
    });

    it('still lists the day’s events: "today" is the date in México', async () => {
      const body = (await ctx.app.inject('/api/events')).json() as ListedEvent[];
      expect(body.slice(0, 2).map((event) => [event.slug, event.date])).toEqual([
        ['merida-breakfast', '2027-01-06'],
        ['merida-fest', '2027-01-06'],
      ]);
    });
  });
});

/** Festivals of several days and cities in three time zones (issue 15, items 6 and 7). */
async function seedRanges(db: Database) {
  const city = (slug: string, name: string, timeZone: string) => ({
    slug,
    name,
    description: name,
    mainImageUrl: `/media/cities/${slug}.svg`,
    mainImageAlt: name,
    lat: 20,
    lng: -100,
    timeZone,
  });
  const [guadalajara, tulum, laPaz] = await db
    .insert(cities)
    .values([
      city('guadalajara', 'Guadalajara', 'America/Mexico_City'),
      city('tulum', 'Tulum', 'America/Cancun'),
      city('la-paz', 'La Paz', 'America/Mazatlan'),
    ])
    .returning({ id: cities.id });
  const base = {
    address: 'Centro',
    priceText: 'Free',
    priceUnit: 'free' as const,
    link: 'https://example.com/e',
    description: 'An event.',
    tags: ['festival'],
  };
  await db.insert(events).values([
    {
      ...base,
      cityId: guadalajara!.id,
      slug: 'fil-guadalajara',
      title: 'FIL Guadalajara',
      venue: 'Expo Guadalajara',
      startsOn: '2026-11-28',
      endsOn: '2026-12-06',
      startTime: '09:00',
      endTime: '21:00',
      recursYearly: true,
      datesVary: true,
    },
    {
      ...base,
      cityId: tulum!.id,
      slug: 'tulum-jazz-night',
      title: 'Jazz night',
      venue: 'Parque Dos Aguas',
      startsOn: '2026-12-03',
      endsOn: '2026-12-03',
      startTime: '20:00',
      endTime: '23:00',
    },
    {
      ...base,
      cityId: laPaz!.id,
      slug: 'la-paz-whale-season',
      title: 'Whale season',
      venue: 'Bahía Magdalena',
      startsOn: '2026-12-15',
      endsOn: '2027-03-23',
      startTime: '08:00',
      recursYearly: true,
    },
    {
      ...base,
      cityId: laPaz!.id,
      slug: 'la-paz-sunset-concert',
      title: 'Sunset concert',
      venue: 'Malecón',
      startsOn: '2026-12-04',
      endsOn: '2026-12-04',
      startTime: '18:30',
    },
  ]);
}

/** Parsed by ical.js, which resolves each TZID through the file's own VTIMEZONE blocks. */
function parseWithIcalJs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar
    .getAllSubcomponents('vtimezone')
    .map((zone) => zone.getFirstPropertyValue('tzid'));
  const byUid = new Map(
    calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return [event.uid, event] as const;
    }),
  );
  return { zones, byUid };
}

describe.each(testDatabases)('multi-day events and time zones on $name', (target) => {
  let now = new Date('2026-12-02T18:00:00Z'); // 12:00 on 2 December 2026 in Guadalajara
  const ctx = useApp(target, { now: () => now });
  beforeAll(async () => {
    await seedRanges(ctx.database.db);
  });

  const list = async (query = '') => {
    const response = await ctx.app.inject(`/api/events${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ListedEvent[];
  };

  it('lists a festival under way as upcoming, with its first and last day', async () => {
    now = new Date('2026-12-02T18:00:00Z');
    const body = await list();
    expect(body.map((event) => [event.slug, event.date, event.endDate])).toEqual([
      ['fil-guadalajara', '2026-11-28', '2026-12-06'],
      ['tulum-jazz-night', '2026-12-03', '2026-12-03'],
      ['la-paz-sunset-concert', '2026-12-04', '2026-12-04'],
      ['la-paz-whale-season', '2026-12-15', '2027-03-23'],
    ]);
    expect(body[0]).toMatchObject({ datesVary: true, timeZone: 'America/Mexico_City' });
    expect(body[1]).toMatchObject({ datesVary: false, timeZone: 'America/Cancun' });
  });

  it('keeps a yearly season that runs into the new year under way in January', async () => {
    now = new Date('2027-01-10T18:00:00Z');
    const body = await list();
    expect(body.map((event) => [event.slug, event.date, event.endDate])).toEqual([
      ['la-paz-whale-season', '2026-12-15', '2027-03-23'],
      ['fil-guadalajara', '2027-11-28', '2027-12-06'],
    ]);
    now = new Date('2027-03-24T18:00:00Z');
    expect((await list()).map((event) => [event.slug, event.date])).toEqual([
      ['fil-guadalajara', '2027-11-28'],
      ['la-paz-whale-season', '2027-12-15'],
    ]);
  });

  it('matches a date window that overlaps the event, not only its first day', async () => {
    now = new Date('2026-11-21T18:00:00Z');
    expect((await list('?dateFrom=2026-12-05&dateTo=2026-12-05')).map((e) => e.slug)).toEqual([
      'fil-guadalajara',
    ]);
    expect((await list('?dateFrom=2026-12-07&dateTo=2026-12-14')).map((e) => e.slug)).toEqual([]);
    expect((await list('?dateTo=2026-11-27')).map((e) => e.slug)).toEqual([]);
  });

  it('writes moving ranges as all-day dates, daily times as daily events, times with TZID and matching VTIMEZONE blocks', async () => {
    now = new Date('2026-12-02T18:00:00Z');
    const response = await ctx.app.inject('/api/events.ics');
    expect(response.statusCode).toBe(200);
    const { zones, byUid } = parseWithIcalJs(response.body);
    // Only timed events need a zone: the all-day FIL names none.
    expect(zones.sort()).toEqual(['America/Cancun', 'America/Mazatlan']);

    const fil = byUid.get('event-fil-guadalajara-2026@sendero.travel')!;
    expect(fil.startDate.isDate).toBe(true);
    expect(fil.startDate.toString()).toBe('2026-11-28');
    // DTEND of an all-day range is the day after the last one (RFC 5545 §3.6.1).
    expect(fil.endDate.toString()).toBe('2026-12-07');

    // The season's boats leave at 08:00 in La Paz (UTC−7) on each of its 99 days.
    const whales = byUid.get('event-la-paz-whale-season-2026@sendero.travel')!;
    expect(whales.startDate.zone?.tzid).toBe('America/Mazatlan');
    const starts: string[] = [];
    const expansion = whales.iterator();
    for (let next = expansion.next(); next; next = expansion.next()) {
      starts.push(next.toJSDate().toISOString());
    }
    expect(starts).toHaveLength(99);
    expect([starts[0], starts.at(-1)]).toEqual([
      '2026-12-15T15:00:00.000Z',
      '2027-03-23T15:00:00.000Z',
    ]);

    // 20:00 in Tulum is 01:00 UTC the next day (UTC−5); 18:30 in La Paz is 01:30 UTC (UTC−7).
    const jazz = byUid.get('event-tulum-jazz-night-2026@sendero.travel')!;
    expect(jazz.startDate.zone?.tzid).toBe('America/Cancun');
    expect(jazz.startDate.toJSDate().toISOString()).toBe('2026-12-04T01:00:00.000Z');
    expect(jazz.endDate.toJSDate().toISOString()).toBe('2026-12-04T04:00:00.000Z');
    const sunset = byUid.get('event-la-paz-sunset-concert-2026@sendero.travel')!;
    expect(sunset.startDate.zone?.tzid).toBe('America/Mazatlan');
    expect(sunset.startDate.toJSDate().toISOString()).toBe('2026-12-05T01:30:00.000Z');
  });
});

import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { unfoldCalendar } from '@sendero/contract';
import { buildEventIcs, feedUrl, icsFileName } from './event-ics.ts';
import { eventJsonLd, serializeJsonLd } from './event-json-ld.ts';
import { buildEvent } from './test-events.ts';

const NOW = new Date('2026-11-21T18:00:00Z');

describe('buildEventIcs', () => {
  it('writes one VEVENT whose end defaults to its start', () => {
    const event = buildEvent({
      slug: 'merida-fest',
      title: 'Mérida Fest',
      date: '2027-01-06',
      startTime: '19:00',
      endTime: null,
      venue: 'Plaza Grande',
      address: 'Calle 60, Centro',
      description: 'Concerts; theatre, dance.',
      priceText: 'Free',
    });
    const text = buildEventIcs(event, NOW);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(
      true,
    );
    const lines = unfoldCalendar(text);
    expect(lines.filter((line) => line.startsWith('BEGIN:'))).toEqual([
      'BEGIN:VCALENDAR',
      'BEGIN:VTIMEZONE',
      'BEGIN:STANDARD',
      'BEGIN:VEVENT',
    ]);
    expect(lines).toEqual(
      expect.arrayContaining([
        'VERSION:2.0',
        'UID:event-merida-fest-2027@sendero.travel',
        'DTSTAMP:20261121T180000Z',
        'DTSTART;TZID=America/Mexico_City:20270106T190000',
        'DTEND;TZID=America/Mexico_City:20270106T190000',
        'SUMMARY:Mérida Fest',
        'LOCATION:Plaza Grande\\, Calle 60\\, Centro',
        'DESCRIPTION:Concerts\\; theatre\\, dance.\\n\\nFree',
        'URL:https://example.com/',
      ]),
    );
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    // A single download is not a subscription.
    expect(text).not.toContain('REFRESH-INTERVAL');
  });

  it('uses the end time when there is one, on the next day past midnight', () => {
    const late = buildIcsLines({ startTime: '22:00', endTime: '01:30', date: '2027-12-31' });
    expect(late).toContain('DTEND;TZID=America/Mexico_City:20280101T013000');
    const normal = buildIcsLines({ startTime: '10:00', endTime: '14:00', date: '2027-07-20' });
    expect(normal).toContain('DTEND;TZID=America/Mexico_City:20270720T140000');
  });

  it("pins times to the event city's zone, with that zone's VTIMEZONE", () => {
    const lines = buildIcsLines({
      date: '2026-12-03',
      startTime: '20:00',
      endTime: '23:00',
      timeZone: 'America/Cancun',
    });
    expect(lines).toContain('DTSTART;TZID=America/Cancun:20261203T200000');
    const block = lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE'));
    // Quintana Roo has been on UTC−5 all year since 1 February 2015.
    expect(block).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:America/Cancun',
      'BEGIN:STANDARD',
      'DTSTART:20150201T020000',
      'TZOFFSETFROM:-0600',
      'TZOFFSETTO:-0500',
      'TZNAME:EST',
      'END:STANDARD',
    ]);
  });

  it('writes a multi-day festival with a daily time as that time on each of its days', () => {
    const text = buildEventIcs(
      buildEvent({
        slug: 'puerto-vallarta-fiestas-de-guadalupe',
        date: '2026-12-01',
        endDate: '2026-12-12',
        startTime: '17:00',
        endTime: null,
        timeZone: 'America/Bahia_Banderas',
      }),
      NOW,
    );
    const lines = unfoldCalendar(text);
    expect(lines).toContain('DTSTART;TZID=America/Bahia_Banderas:20261201T170000');
    expect(lines).toContain('RRULE:FREQ=DAILY;COUNT=12');
    expect(lines.some((line) => line.includes('VALUE=DATE'))).toBe(false);

    // A calendar app's reading: the zone's own block, and 17:00 there (UTC−6) on each day.
    const calendar = new ICAL.Component(ICAL.parse(text));
    const zones = calendar.getAllSubcomponents('vtimezone');
    expect(zones.map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual([
      'America/Bahia_Banderas',
    ]);
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.isRecurring()).toBe(true);
    const starts: string[] = [];
    const expansion = event.iterator();
    for (let next = expansion.next(); next; next = expansion.next()) {
      const { startDate, endDate } = event.getOccurrenceDetails(next);
      expect(startDate.zone?.tzid).toBe('America/Bahia_Banderas');
      // Without an end time each one ends when it starts (content spec §2).
      expect(endDate.toJSDate().getTime()).toBe(startDate.toJSDate().getTime());
      starts.push(startDate.toJSDate().toISOString());
    }
    expect(starts).toEqual(
      Array.from(
        { length: 12 },
        (_, day) => `2026-12-${String(day + 1).padStart(2, '0')}T23:00:00.000Z`,
      ),
    );
  });

  it('repeats a daily time that ends past midnight, each night into the next day', () => {
    const lines = buildIcsLines({
      date: '2027-10-31',
      endDate: '2027-11-02',
      startTime: '22:00',
      endTime: '01:00',
    });
    expect(lines).toContain('DTSTART;TZID=America/Mexico_City:20271031T220000');
    expect(lines).toContain('DTEND;TZID=America/Mexico_City:20271101T010000');
    expect(lines).toContain('RRULE:FREQ=DAILY;COUNT=3');
  });

  it('writes a multi-day festival whose dates vary as an all-day range to the day after its last', () => {
    const lines = buildIcsLines({
      date: '2026-11-28',
      endDate: '2026-12-06',
      startTime: '09:00',
      datesVary: true,
    });
    expect(lines).toContain('DTSTART;VALUE=DATE:20261128');
    expect(lines).toContain('DTEND;VALUE=DATE:20261207');
    expect(lines.some((line) => line.startsWith('RRULE'))).toBe(false);
    expect(lines.some((line) => line.startsWith('BEGIN:VTIMEZONE'))).toBe(false);
  });

  it('gives an event whose dates vary its day, without an exact time', () => {
    const lines = buildIcsLines({ date: '2027-03-19', datesVary: true, startTime: '06:00' });
    expect(lines).toContain('DTSTART;VALUE=DATE:20270319');
    expect(lines).toContain('DTEND;VALUE=DATE:20270320');
    expect(lines.some((line) => line.includes('T060000'))).toBe(false);
  });

  it('names the file after the event and its date', () => {
    expect(icsFileName({ slug: 'guelaguetza', date: '2027-07-20' })).toBe(
      'guelaguetza-2027-07-20.ics',
    );
  });
});

function buildIcsLines(overrides: Parameters<typeof buildEvent>[0]) {
  return unfoldCalendar(buildEventIcs(buildEvent(overrides), NOW));
}

describe('feedUrl', () => {
  it('carries the current filters', () => {
    expect(feedUrl({ cityId: null, q: '', tags: [] })).toBe('/api/events.ics');
    expect(feedUrl({ cityId: 5, q: ' mérida ', tags: ['music', 'free'] })).toBe(
      '/api/events.ics?cityId=5&q=m%C3%A9rida&tags=music&tags=free',
    );
  });
});

describe('JSON-LD', () => {
  it('describes each event as a schema.org Event', () => {
    const [ld] = eventJsonLd(
      [buildEvent({ title: 'Noche', date: '2027-05-29', startTime: '20:00', endTime: '23:00' })],
      'https://sendero.travel',
    );
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Noche',
      startDate: '2027-05-29T20:00',
      endDate: '2027-05-29T23:00',
      location: { '@type': 'Place', name: 'Zócalo', address: 'Centro, Oaxaca' },
      image: 'https://sendero.travel/media/events/x.svg',
    });
  });

  it('gives a festival its first and last day, without times', () => {
    const [ld] = eventJsonLd(
      [buildEvent({ date: '2026-11-28', endDate: '2026-12-06', startTime: '09:00' })],
      'https://sendero.travel',
    );
    expect(ld).toMatchObject({ startDate: '2026-11-28', endDate: '2026-12-06' });
  });

  it('escapes < so a value cannot close the script element', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

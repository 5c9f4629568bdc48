import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendar, unfoldCalendar, type CalendarEvent } from '../src/ical.ts';
import { formatOffset, utcOffsetMinutes, vtimezoneLines } from '../src/vtimezone.ts';

const STAMP = new Date('2026-11-21T18:00:00Z');

function event(overrides: Partial<CalendarEvent>): CalendarEvent {
  return {
    uid: 'event-x-2027@sendero.travel',
    date: '2027-03-10',
    startTime: '20:00',
    endTime: '22:00',
    summary: 'Concert',
    ...overrides,
  };
}

/** The UTC instants ical.js computes for each VEVENT's start, resolving TZIDs through the file. */
function startsInUtc(text: string): string[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar
    .getAllSubcomponents('vevent')
    .map((component) => new ICAL.Event(component).startDate.toJSDate().toISOString());
}

describe('VTIMEZONE from Intl', () => {
  it('reads offsets east of UTC', () => {
    expect(utcOffsetMinutes('America/Cancun', Date.parse('2027-01-01T12:00:00Z'))).toBe(-300);
    expect(utcOffsetMinutes('America/Mazatlan', Date.parse('2027-07-01T12:00:00Z'))).toBe(-420);
    expect(formatOffset(-330)).toBe('-0530');
    expect(formatOffset(60)).toBe('+0100');
  });

  it('gives México City the transition of October 2022, when daylight saving ended', () => {
    expect(vtimezoneLines('America/Mexico_City', '2027-01-01', '2027-12-31')).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:America/Mexico_City',
      'BEGIN:STANDARD',
      'DTSTART:20221030T020000',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0600',
      'TZNAME:CST',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });

  it('lists the daylight-saving changes of a border zone inside the window', () => {
    const lines = vtimezoneLines('America/Tijuana', '2027-03-01', '2027-11-30');
    expect(lines.filter((line) => line.startsWith('DTSTART:'))).toEqual([
      'DTSTART:20261101T020000', // in force on 1 March: standard time since November
      'DTSTART:20270314T020000',
      'DTSTART:20271107T020000',
    ]);
    expect(lines).toContain('BEGIN:DAYLIGHT');
  });

  it('lets a calendar parser place times on both sides of a change at the right instant', () => {
    const text = buildCalendar(
      [
        event({ uid: 'before', date: '2027-03-10', timeZone: 'America/Tijuana' }),
        event({ uid: 'after', date: '2027-03-20', timeZone: 'America/Tijuana' }),
        event({ uid: 'cancun', date: '2027-03-20', timeZone: 'America/Cancun' }),
      ],
      { stamp: STAMP },
    );
    // 20:00 PST (UTC−8), 20:00 PDT (UTC−7), 20:00 in Cancún (UTC−5).
    expect(startsInUtc(text)).toEqual([
      '2027-03-11T04:00:00.000Z',
      '2027-03-21T03:00:00.000Z',
      '2027-03-21T01:00:00.000Z',
    ]);
    expect(text.match(/BEGIN:VTIMEZONE/g)).toHaveLength(2);
  });

  it('leaves times floating, with no VTIMEZONE, when no zone is given', () => {
    const text = buildCalendar([event({})], { stamp: STAMP });
    expect(text).toContain('DTSTART:20270310T200000\r\n');
    expect(text).not.toContain('VTIMEZONE');
  });

  it('covers every day of a daily event in its VTIMEZONE, across a daylight-saving change', () => {
    const text = buildCalendar(
      [
        event({
          uid: 'daily',
          date: '2027-03-10',
          endDate: '2027-03-20',
          everyDay: true,
          timeZone: 'America/Tijuana',
        }),
      ],
      { stamp: STAMP },
    );
    expect(unfoldCalendar(text)).toContain('RRULE:FREQ=DAILY;COUNT=11');
    const calendar = new ICAL.Component(ICAL.parse(text));
    const daily = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    const starts: string[] = [];
    const expansion = daily.iterator();
    for (let next = expansion.next(); next; next = expansion.next()) {
      starts.push(daily.getOccurrenceDetails(next).startDate.toJSDate().toISOString());
    }
    // 20:00 PST (UTC−8) up to 13 March, 20:00 PDT (UTC−7) from 14 March.
    expect(starts).toHaveLength(11);
    expect(starts[0]).toBe('2027-03-11T04:00:00.000Z');
    expect(starts[3]).toBe('2027-03-14T04:00:00.000Z');
    expect(starts[4]).toBe('2027-03-15T03:00:00.000Z');
    expect(starts.at(-1)).toBe('2027-03-21T03:00:00.000Z');
  });
});

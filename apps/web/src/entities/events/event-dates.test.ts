import { describe, expect, it } from 'vitest';
import { eventDatesLine, formatDateRange, formatEventDate } from './event-dates.ts';

describe('event dates (decision 0014)', () => {
  it('reads a date heading as a calendar day, whatever the zone', () => {
    expect(formatEventDate('2027-01-06')).toBe('Wednesday, January 6, 2027');
    expect(formatEventDate('2028-02-29')).toBe('Tuesday, February 29, 2028');
  });

  it('names every day of two years as English Intl formatting does', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2028, 0, 1); time += 86_400_000) {
      const day = new Date(time);
      expect(formatEventDate(day.toISOString().slice(0, 10))).toBe(intl.format(day));
    }
  });

  it('writes day and month at each end, the month once within a month, years across one', () => {
    expect(formatDateRange('2026-11-28', '2026-12-06')).toBe('28 Nov – 6 Dec');
    expect(formatDateRange('2027-07-19', '2027-07-26')).toBe('19 – 26 Jul');
    expect(formatDateRange('2027-08-27', '2027-09-05')).toBe('27 Aug – 5 Sep');
    expect(formatDateRange('2026-12-01', '2027-03-23')).toBe('1 Dec 2026 – 23 Mar 2027');
  });

  it('has no range for a one-day event: its heading gives the date', () => {
    expect(formatDateRange('2027-09-15', '2027-09-15')).toBeNull();
  });

  it('puts the dates of a search result on one line, saying when they vary', () => {
    expect(eventDatesLine({ date: '2027-07-19', endDate: '2027-07-26', datesVary: true })).toBe(
      '19 – 26 Jul · Dates vary each year',
    );
    expect(eventDatesLine({ date: '2027-09-15', endDate: '2027-09-15', datesVary: false })).toBe(
      'Wednesday, September 15, 2027',
    );
  });
});

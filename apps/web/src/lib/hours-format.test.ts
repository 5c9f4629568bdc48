import { describe, expect, it } from 'vitest';
import {
  formatCheckedOn,
  formatDayHours,
  formatDayLabel,
  formatMonths,
  formatWeekdays,
  formatWorks,
  isClockTime,
  isLocalDate,
  nextWorkingDate,
} from './hours-format.ts';

describe('hours in words', () => {
  it('writes days and dates as the pages show them', () => {
    expect(formatDayLabel('2026-12-08')).toBe('Tue 8 Dec');
    expect(formatCheckedOn('2026-10-12')).toBe('12 Oct 2026');
    expect(formatDayHours([])).toBe('Closed');
    expect(formatDayHours([['00:00', '24:00']])).toBe('Open 24 hours');
    expect(
      formatDayHours([
        ['10:00', '14:00'],
        ['16:00', '19:00'],
      ]),
    ).toBe('10:00–14:00, 16:00–19:00');
  });

  it('checks dates and times', () => {
    expect(isLocalDate('2026-12-08')).toBe(true);
    expect(isLocalDate('2026-02-30')).toBe(false);
    expect(isLocalDate('8/12/2026')).toBe(false);
    expect(isClockTime('17:40')).toBe(true);
    expect(isClockTime('24:00')).toBe(false);
    expect(isClockTime('7:40')).toBe(false);
  });
});

describe('"Works Tue–Sun"', () => {
  it('compresses runs of weekdays', () => {
    expect(formatWeekdays(['Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'])).toBe('Tue–Sun');
    expect(formatWeekdays(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'])).toBe('Every day');
    expect(formatWeekdays(['Mo', 'We', 'Fr'])).toBe('Mon, Wed, Fri');
    expect(formatWeekdays(['Sa', 'Su'])).toBe('Sat, Sun');
    expect(formatWeekdays(['Mo', 'Tu', 'Th', 'Fr', 'Sa'])).toBe('Mon, Tue, Thu–Sat');
    // A run through the weekend stays one run.
    expect(formatWeekdays(['Fr', 'Sa', 'Su', 'Mo'])).toBe('Fri–Mon');
    expect(formatWeekdays([])).toBeNull();
  });

  it('adds the season when the tour has one', () => {
    expect(formatMonths([11, 12, 1, 2, 3, 4])).toBe('Nov–Apr');
    expect(formatMonths(null)).toBeNull();
    expect(formatMonths([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])).toBeNull();
    expect(formatWorks(['Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'], null)).toBe('Tue–Sun');
    expect(formatWorks(['Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'], [11, 12, 1, 2, 3, 4])).toBe(
      'Tue–Sun, Nov–Apr',
    );
  });

  it('finds the next day the tour works', () => {
    // 2026-12-07 is a Monday.
    expect(nextWorkingDate('2026-12-07', ['Tu', 'We'], null)).toBe('2026-12-08');
    expect(nextWorkingDate('2026-12-08', ['Tu', 'We'], null)).toBe('2026-12-08');
    expect(nextWorkingDate('2026-05-01', ['Sa'], [11, 12])).toBe('2026-11-07');
  });
});

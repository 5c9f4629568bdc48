/**
 * México's holidays by name, from the maintained `date-holidays` library: the statutory public
 * holidays (Ley Federal del Trabajo, art. 74, with its movable Mondays) and the bank holidays that
 * close many places (Holy Thursday and Good Friday, 2 November, 12 December).
 *
 * `PH` inside an opening_hours value is evaluated by the `opening_hours` library with its own
 * Mexican definition; a test checks that it picks exactly the days this module calls public
 * (decision 0031).
 */
import Holidays from 'date-holidays';

export type HolidayType = 'public' | 'bank';

export interface Holiday {
  date: string;
  name: string;
  type: HolidayType;
}

const mexico = new Holidays('MX');
const byYear = new Map<number, Map<string, Holiday>>();

function holidaysOf(year: number): Map<string, Holiday> {
  let days = byYear.get(year);
  if (!days) {
    days = new Map();
    for (const holiday of mexico.getHolidays(year, 'en')) {
      if (holiday.type !== 'public' && holiday.type !== 'bank') continue;
      const date = holiday.date.slice(0, 10);
      if (!days.has(date)) days.set(date, { date, name: holiday.name, type: holiday.type });
    }
    byYear.set(year, days);
  }
  return days;
}

/** The holiday on a local date (YYYY-MM-DD), if any. */
export function holidayOn(date: string): Holiday | null {
  return holidaysOf(Number(date.slice(0, 4))).get(date) ?? null;
}

/** Every public or bank holiday of a year, in date order. */
export function holidaysIn(year: number): Holiday[] {
  return [...holidaysOf(year).values()].sort((a, b) => a.date.localeCompare(b.date));
}

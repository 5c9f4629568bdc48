import { describe, expect, it } from 'vitest';
import {
  describeOpenState,
  holidaysIn,
  instantOf,
  isOpenAt,
  localTime,
  openDays,
  openingHoursProblem,
  openRangesOn,
  openState,
  wallClock,
} from '../src/index.ts';

const OAXACA = 'America/Mexico_City';
const CANCUN = 'America/Cancun';
const LA_PAZ = 'America/Mazatlan';
const MUSEUM = 'Tu-Su 10:00-18:00; Mo off; PH off';
const BAR = 'Mo-Su,PH 18:00-02:00';

/** The label a traveller sees at a local wall-clock moment in `zone`. */
function label(value: string | null, zone: string, date: string, time: string) {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const instant = instantOf({ date, minutes: h * 60 + m }, zone);
  const now = localTime(instant, zone);
  return describeOpenState(openState(openDays(value, zone, instant), now), now);
}

describe('evaluating opening hours in the place’s zone', () => {
  it('says open, closing soon and closed across a museum day', () => {
    // Monday 7 December 2026, 17:40 in Oaxaca: the museum's closing day.
    expect(label(MUSEUM, OAXACA, '2026-12-07', '17:40')).toBe('Closed · opens Tue 10:00');
    expect(label(MUSEUM, OAXACA, '2026-12-08', '09:35')).toBe('Opens in 25 min');
    expect(label(MUSEUM, OAXACA, '2026-12-08', '12:00')).toBe('Open now · closes 18:00');
    expect(label(MUSEUM, OAXACA, '2026-12-08', '17:35')).toBe('Closes in 25 min');
    expect(label(MUSEUM, OAXACA, '2026-12-08', '18:00')).toBe('Closed · opens Wed 10:00');
    expect(label(MUSEUM, OAXACA, '2026-12-08', '07:00')).toBe('Closed · opens 10:00');
  });

  it('keeps a bar open past midnight and closes it at 02:00', () => {
    expect(openRangesOn(BAR, '2026-12-08')).toEqual([
      ['00:00', '02:00'],
      ['18:00', '24:00'],
    ]);
    expect(label(BAR, OAXACA, '2026-12-08', '23:00')).toBe('Open now · closes 02:00');
    expect(label(BAR, OAXACA, '2026-12-09', '01:30')).toBe('Closes in 30 min');
    expect(label(BAR, OAXACA, '2026-12-09', '02:00')).toBe('Closed · opens 18:00');
  });

  it('changes over between days at local midnight, not UTC midnight', () => {
    // 23:30 on Saturday in Oaxaca is already Sunday 05:30 UTC; the museum is closed in both.
    expect(label('Mo-Sa 09:00-24:00; Su off; PH off', OAXACA, '2026-12-12', '23:30')).toBe(
      'Closes in 30 min',
    );
    expect(label('Mo-Sa 09:00-24:00; Su off; PH off', OAXACA, '2026-12-13', '00:30')).toBe(
      'Closed · opens Mon 09:00',
    );
  });

  it('uses each place’s own zone for the same instant', () => {
    // 17:30 UTC on a Tuesday is 12:30 in Cancún, 11:30 in Oaxaca and 10:30 in La Paz.
    const instant = new Date('2026-12-08T17:30:00Z');
    const early = 'Mo-Su,PH 11:00-12:00';
    expect(isOpenAt(early, CANCUN, instant)).toBe(false);
    expect(isOpenAt(early, OAXACA, instant)).toBe(true);
    expect(isOpenAt(early, LA_PAZ, instant)).toBe(false);
    expect(localTime(instant, CANCUN)).toEqual({ date: '2026-12-08', minutes: 12 * 60 + 30 });
  });

  it('closes on México’s public holidays, including the movable Mondays', () => {
    // Revolution Day 2026 is Monday 16 November; Constitution Day 2027 is Monday 1 February.
    const daily = 'Mo-Su 09:00-17:00; PH off';
    expect(label(daily, OAXACA, '2026-11-16', '12:00')).toBe('Closed · opens Tue 09:00');
    expect(label(daily, OAXACA, '2026-11-17', '12:00')).toBe('Open now · closes 17:00');
    expect(isOpenAt(daily, OAXACA, instantOf({ date: '2027-02-01', minutes: 720 }, OAXACA))).toBe(
      false,
    );
    expect(isOpenAt(daily, OAXACA, instantOf({ date: '2027-02-02', minutes: 720 }, OAXACA))).toBe(
      true,
    );
  });

  it('names the holidays in the days it sends', () => {
    const days = openDays('24/7', OAXACA, instantOf({ date: '2026-12-24', minutes: 600 }, OAXACA));
    expect(days.find((d) => d.date === '2026-12-25')?.holiday).toBe('Christmas Day');
    expect(days.find((d) => d.date === '2026-12-26')?.holiday).toBeNull();
    expect(days).toHaveLength(9);
    expect(days[0]?.date).toBe('2026-12-23');
  });

  it('applies dated closures: Holy Thursday and Good Friday', () => {
    const value = 'Tu-Su 10:00-18:00; Mo off; easter -3 days off; easter -2 days off; PH off';
    // Easter 2027 is 28 March: Thursday 25 and Friday 26 March are closed.
    expect(openRangesOn(value, '2027-03-25')).toEqual([]);
    expect(openRangesOn(value, '2027-03-26')).toEqual([]);
    expect(openRangesOn(value, '2027-03-27')).toEqual([['10:00', '18:00']]);
  });

  it('never shows a place with unknown hours as open', () => {
    expect(openDays('unknown', OAXACA, new Date())).toEqual([]);
    expect(openDays(null, OAXACA, new Date())).toEqual([]);
    expect(label('unknown', OAXACA, '2026-12-08', '12:00')).toBe('Hours not known');
    expect(isOpenAt('unknown', OAXACA, new Date())).toBe(false);
  });

  it('is unknown outside the days it was given, rather than guessing', () => {
    const days = openDays('24/7', OAXACA, instantOf({ date: '2026-12-08', minutes: 600 }, OAXACA));
    expect(
      describeOpenState(openState(days, { date: '2026-12-08', minutes: 600 }), {
        date: '2026-12-08',
        minutes: 600,
      }),
    ).toBe('Open 24 hours');
    const later = { date: '2026-12-20', minutes: 600 };
    expect(openState(days, later)).toEqual({ kind: 'unknown' });
  });

  it('gives the same answer whatever zone the server runs in', () => {
    // wallClock dates carry the place's clock in their local fields; the process zone never shows.
    const at = wallClock('2026-12-08', 25 * 60);
    expect([at.getDate(), at.getHours()]).toEqual([9, 1]);
  });
});

describe('refusing dataset values that cannot be evaluated', () => {
  it('accepts explicit values and "unknown"', () => {
    expect(openingHoursProblem(MUSEUM)).toBeNull();
    expect(openingHoursProblem(BAR)).toBeNull();
    expect(openingHoursProblem('24/7')).toBeNull();
    expect(openingHoursProblem('unknown')).toBeNull();
  });

  it('refuses what does not parse, warns, leans on the sun or is partly unknown', () => {
    expect(openingHoursProblem('Tu-Su 10:00-18:00 closed sometimes')).toMatch(/does not parse/);
    expect(openingHoursProblem('Tue–Sun 10:00–18:00')).toMatch(/warning/);
    expect(openingHoursProblem('Tu-Su 10:00-18:00')).toMatch(/warning.*PH/);
    expect(openingHoursProblem('Mo-Su,PH sunrise-sunset')).toMatch(/sunrise/);
    expect(openingHoursProblem('Mo-Su,PH 10:00-18:00 unknown')).toMatch(/partly unknown/);
  });

  it('gives the same verdicts when asked again, from the kept answers', () => {
    expect(openingHoursProblem('Tu-Su 10:00-18:00')).toMatch(/warning.*PH/);
    expect(openingHoursProblem('Mo-Su,PH 10:00-18:00 unknown')).toMatch(/partly unknown/);
    expect(openingHoursProblem(MUSEUM)).toBeNull();
  });
});

describe('México’s public holidays', () => {
  it('are the days opening_hours treats as PH, 2026–2029', () => {
    // `PH` is evaluated by opening_hours' own Mexican definition; date-holidays names them.
    // They must agree on every statutory holiday the product plans for.
    for (const year of [2026, 2027, 2028, 2029]) {
      const named = holidaysIn(year)
        .filter((h) => h.type === 'public')
        .map((h) => h.date);
      const evaluated: string[] = [];
      for (
        let d = new Date(Date.UTC(year, 0, 1));
        d.getUTCFullYear() === year;
        d.setUTCDate(d.getUTCDate() + 1)
      ) {
        const date = d.toISOString().slice(0, 10);
        if (openRangesOn('PH 00:00-24:00', date).length > 0) evaluated.push(date);
      }
      expect(evaluated, String(year)).toEqual(named);
    }
  });
});

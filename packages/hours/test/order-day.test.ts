import { describe, expect, it } from 'vitest';
import { orderDay, scheduleDay, type DayStart, type DayStop } from '../src/order-day.ts';
import { travelBetween } from '../src/travel.ts';

// ---------- seeded, realistic days in one city (Oaxaca's centre, up to 3 km out) ----------

function mulberry32(seed: number): () => number {
  let a = seed | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CENTRE = { lat: 17.0609, lng: -96.7253 };
const h = (hours: number) => hours * 60;

/** Kind, weight, that day's open ranges (null: not known), visit minutes from–to. */
const KINDS: Array<
  [string, number, (r: () => number) => Array<[number, number]> | null, number, number]
> = [
  // Tue–Sun 10:00–18:00: closed on some of the days drawn (Mondays).
  ['museum', 3, (r) => (r() < 0.15 ? [] : [[h(10), h(18)]]), 60, 120],
  // A church closed over midday.
  [
    'church',
    2,
    () => [
      [h(7), h(13)],
      [h(17), h(20)],
    ],
    20,
    40,
  ],
  // A bar from 18:00 until 02:00 the next morning.
  ['bar', 1, () => [[h(18), h(26)]], 60, 90],
  ['plaza', 2, () => [[0, h(24)]], 20, 45],
  ['market', 2, () => [[h(8), h(16)]], 45, 60],
  ['site', 1, () => [[h(8), h(17)]], 90, 150],
  ['restaurant', 1, () => [[h(13), h(22)]], 60, 90],
  ['unknown', 1, () => null, 30, 60],
];

function randomDay(
  random: () => number,
  n: number,
  pins: boolean,
): { stops: DayStop[]; start: DayStart } {
  const total = KINDS.reduce((sum, kind) => sum + kind[1], 0);
  // Long visits make most days impossible; short ones most days possible. Draw both.
  const visitScale = random() < 0.5 ? 1 : 0.4;
  const stops = Array.from({ length: n }, (_, i): DayStop => {
    let pick = random() * total;
    const kind = KINDS.find((k) => (pick -= k[1]) < 0) ?? KINDS[0]!;
    const [name, , open, from, to] = kind;
    const km = 3 * Math.sqrt(random());
    const angle = random() * 2 * Math.PI;
    return {
      id: `${name}-${i}`,
      point: {
        lat: CENTRE.lat + (km * Math.cos(angle)) / 111,
        lng: CENTRE.lng + (km * Math.sin(angle)) / 106,
      },
      visitMinutes: Math.max(
        10,
        Math.round(((from + random() * (to - from)) * visitScale) / 5) * 5,
      ),
      open: open(random),
      pinned: pins && random() < 0.2,
    };
  });
  const start: DayStart = {
    minutes: random() < 0.7 ? h(9) : h(10),
    point: random() < 0.6 ? CENTRE : null,
  };
  return { stops, start };
}

// ---------- brute force, with its own timing ----------

/**
 * How one visit goes on arriving at `arrive`, by the rule order-day.ts documents: in the earliest
 * range it fits (waiting for the opening), else in the range it overruns least (the earliest of
 * equals), missed; closed all day: missed, no lateness; hours not known: never blocks.
 */
function visit(stop: DayStop, arrive: number): { leave: number; missed: boolean; late: number } {
  if (stop.open === null) return { leave: arrive + stop.visitMinutes, missed: false, late: 0 };
  if (stop.open.length === 0) return { leave: arrive + stop.visitMinutes, missed: true, late: 0 };
  let least: { leave: number; late: number } | null = null;
  for (const [from, to] of stop.open) {
    const leave = Math.max(arrive, from) + stop.visitMinutes;
    if (leave <= to) return { leave, missed: false, late: 0 };
    if (least === null || leave - to < least.late) least = { leave, late: leave - to };
  }
  return { ...least!, missed: true };
}

/** Whether the order meets every opening time, and its travel (independent of order-day.ts). */
function walk(order: readonly DayStop[], start: DayStart): { feasible: boolean; travel: number } {
  let clock = start.minutes;
  let previous = start.point ?? null;
  let travel = 0;
  let feasible = true;
  for (const stop of order) {
    const leg = previous ? travelBetween(previous, stop.point).minutes : 0;
    const visited = visit(stop, clock + leg);
    travel += leg;
    clock = visited.leave;
    feasible &&= !visited.missed;
    previous = stop.point;
  }
  return { feasible, travel };
}

interface Best {
  feasible: boolean;
  travel: number;
  missed: number;
  late: number;
}

/** Whether a is better than b: fewer missed, then less lateness, then less travel. */
function better(a: Omit<Best, 'feasible'>, b: Omit<Best, 'feasible'>): boolean {
  if (a.missed !== b.missed) return a.missed < b.missed;
  if (a.late !== b.late) return a.late < b.late;
  return a.travel < b.travel;
}

/**
 * The best of every order that keeps the pinned stops at their index. Orders are walked one stop
 * at a time, depth first, so the orders sharing a beginning share its walk; and since missed
 * stops, lateness and travel only grow along a walk, a beginning no better than the best order
 * found cannot lead to a better one.
 */
function bruteForce(stops: readonly DayStop[], start: DayStart): Best {
  const n = stops.length;
  const fromStart = stops.map((to) =>
    start.point ? travelBetween(start.point, to.point).minutes : 0,
  );
  const travel = stops.map((from) =>
    stops.map((to) => travelBetween(from.point, to.point).minutes),
  );
  const used = stops.map(() => false);
  let best: Best | null = null;
  const extend = (position: number, last: number, clock: number, sofar: Omit<Best, 'feasible'>) => {
    if (best !== null && !better(sofar, best)) return;
    if (position === n) {
      best = { ...sofar, feasible: sofar.missed === 0 };
      return;
    }
    for (let i = 0; i < n; i++) {
      if (stops[position]!.pinned ? i !== position : stops[i]!.pinned || used[i]) continue;
      const leg = last < 0 ? fromStart[i]! : travel[last]![i]!;
      const { leave, missed, late } = visit(stops[i]!, clock + leg);
      used[i] = true;
      extend(position + 1, i, leave, {
        missed: sofar.missed + (missed ? 1 : 0),
        late: sofar.late + late,
        travel: sofar.travel + leg,
      });
      used[i] = false;
    }
  };
  extend(0, -1, start.minutes, { missed: 0, late: 0, travel: 0 });
  return best!;
}

const ids = (stops: readonly DayStop[]) => stops.map((stop) => stop.id);

describe('ordering a day against brute force', () => {
  const random = mulberry32(20261127);
  const cases = Array.from({ length: 300 }, (_, k) => {
    const n = 3 + (k % 6);
    return { n, ...randomDay(random, n, k % 3 === 0) };
  });
  const answers = cases.map(({ stops, start }) => bruteForce(stops, start));

  it('draws a fair mix of possible and impossible days', () => {
    const feasible = answers.filter((answer) => answer.feasible).length;
    expect(feasible).toBeGreaterThan(90);
    expect(feasible).toBeLessThan(240);
  });

  it('finds an order that meets every opening time exactly when one exists, with the least travel', () => {
    cases.forEach(({ stops, start }, k) => {
      const best = answers[k]!;
      const day = orderDay(stops, start);
      expect(day.exact).toBe(true);
      expect(day.feasible, `case ${k}`).toBe(best.feasible);
      expect(new Set(day.order)).toEqual(new Set(ids(stops)));
      stops.forEach((stop, i) => {
        if (stop.pinned) expect(day.order[i]).toBe(stop.id);
      });
      // The timeline reported is the order walked again, independently.
      const ordered = day.order.map((id) => stops.find((stop) => stop.id === id)!);
      const check = walk(ordered, start);
      expect(check.feasible).toBe(day.feasible);
      expect(day.travelMinutes).toBe(check.travel);
      if (best.feasible) {
        expect(day.travelMinutes, `case ${k}`).toBe(best.travel);
      } else {
        // Fewest stops missed, then least lateness, then least travel.
        expect([day.missed.length, day.lateMinutes, day.travelMinutes], `case ${k}`).toEqual([
          best.missed,
          best.late,
          best.travel,
        ]);
      }
    });
  });

  it('the local search alone (the path above 12 stops) is feasible when brute force is, within 5 %', () => {
    cases.forEach(({ stops, start }, k) => {
      const best = answers[k]!;
      const day = orderDay(stops, start, { exactMaxStops: 0 });
      expect(day.exact).toBe(false);
      expect(day.feasible, `case ${k}`).toBe(best.feasible);
      stops.forEach((stop, i) => {
        if (stop.pinned) expect(day.order[i]).toBe(stop.id);
      });
      if (best.feasible)
        expect(day.travelMinutes, `case ${k}`).toBeLessThanOrEqual(best.travel * 1.05);
      else expect(day.missed.length, `case ${k}`).toBe(best.missed);
    });
  });
});

describe('ordering a day', () => {
  const museum: DayStop = {
    id: 'museo',
    point: { lat: 17.0658, lng: -96.7232 },
    visitMinutes: 90,
    open: [[h(10), h(18)]],
  };
  const church: DayStop = {
    id: 'templo',
    point: { lat: 17.0609, lng: -96.7253 },
    visitMinutes: 30,
    open: [
      [h(7), h(13)],
      [h(17), h(20)],
    ],
  };
  const bar: DayStop = {
    id: 'mezcaleria',
    point: { lat: 17.0625, lng: -96.7262 },
    visitMinutes: 60,
    open: [[h(18), h(26)]],
  };
  const market: DayStop = {
    id: 'mercado',
    point: { lat: 17.0567, lng: -96.7297 },
    visitMinutes: 45,
    open: null,
  };
  const nine: DayStart = { minutes: h(9) };

  it('times a given order, waiting for an opening', () => {
    const day = scheduleDay([church, museum], nine);
    const [first, second] = day.stops;
    // 09:00–09:30 at the church, 11 minutes' walk, then 19 minutes' wait for the museum's 10:00.
    expect(first).toMatchObject({ arrive: h(9), start: h(9), leave: h(9) + 30, travelMinutes: 0 });
    expect(second).toMatchObject({
      arrive: h(9) + 41,
      start: h(10),
      leave: h(11) + 30,
      travelMinutes: 11,
      travelMode: 'walk',
      missed: false,
    });
    expect(day.feasible).toBe(true);
    expect(day.endMinutes).toBe(h(11) + 30);
  });

  it('reports the stops that miss their hours, and how late', () => {
    // From 12:50 the church closes at 13:00, 20 minutes into its 30; the evening range fits.
    const late = scheduleDay([church], { minutes: h(12) + 50 });
    expect(late.stops[0]).toMatchObject({ start: h(17), missed: false });
    const day = scheduleDay([bar, church], { minutes: h(18) });
    // The bar until 19:00, a few minutes' walk, the church before 20:00: its evening range.
    expect(day.feasible).toBe(true);
    const closed = { ...museum, open: [] as Array<[number, number]> };
    const impossible = orderDay([church, closed, bar], nine);
    expect(impossible.feasible).toBe(false);
    expect(impossible.missed).toEqual(['museo']);
    expect(impossible.stops.find((stop) => stop.id === 'museo')?.missed).toBe(true);
    const tooLate = scheduleDay([church], { minutes: h(19) + 45 });
    expect(tooLate.missed).toEqual(['templo']);
    expect(tooLate.lateMinutes).toBe(15);
  });

  it('meets every opening time when it can: the bar last, every visit inside a range', () => {
    const openMarket: DayStop = { ...market, open: [[h(8), h(16)]] };
    const stops = [bar, museum, openMarket, church];
    const day = orderDay(stops, nine);
    expect(day.feasible).toBe(true);
    expect(day.order.at(-1)).toBe('mezcaleria');
    day.stops.forEach((timed) => {
      const stop = stops.find((s) => s.id === timed.id)!;
      expect(timed.start).toBeGreaterThanOrEqual(timed.arrive);
      expect(
        stop.open!.some(([from, to]) => timed.start >= from && timed.leave <= to),
        String(timed.id),
      ).toBe(true);
    });
  });

  it('never lets unknown hours block, and says they are unknown', () => {
    const unknown = { ...market, visitMinutes: 600 };
    const day = orderDay([unknown, church], { minutes: h(20) + 30 });
    // The church is missed at that hour, whatever the order; the market is not.
    expect(day.missed).toEqual(['templo']);
    expect(day.unknownHours).toEqual(['mercado']);
    expect(day.stops.find((stop) => stop.id === 'mercado')).toMatchObject({
      missed: false,
      unknownHours: true,
    });
  });

  it('keeps pinned stops at their index', () => {
    // Pinned first, the bar is waited for until 18:00, and the museum is then missed.
    const day = orderDay([{ ...bar, pinned: true }, museum, church, market], nine);
    expect(day.order[0]).toBe('mezcaleria');
    expect(day.stops[0]).toMatchObject({ arrive: h(9), start: h(18) });
    expect(day.missed).toContain('museo');
    const pinnedLast = orderDay([church, museum, { ...market, pinned: true }], nine);
    expect(pinnedLast.order[2]).toBe('mercado');
  });

  it('counts the travel from the start point', () => {
    const hotel = { lat: 17.0567, lng: -96.7297 };
    const near = { ...church, id: 'near', open: null, point: hotel };
    const far = { ...church, id: 'far', open: null, point: { lat: 17.0735, lng: -96.7188 } };
    expect(orderDay([far, near], { minutes: h(9), point: hotel }).order).toEqual(['near', 'far']);
    const fromFar = orderDay([near, far], { minutes: h(9), point: far.point });
    expect(fromFar.order).toEqual(['far', 'near']);
    expect(fromFar.stops[0]?.travelMinutes).toBe(0);
    const timed = scheduleDay([far, near], { minutes: h(9), point: hotel });
    expect(timed.stops[0]?.travelMinutes).toBe(travelBetween(hotel, far.point).minutes);
    expect(timed.stops[0]?.arrive).toBe(h(9) + travelBetween(hotel, far.point).minutes);
  });

  it('orders a 20-stop day with the local search, deterministically, keeping pins', () => {
    const random = mulberry32(31);
    const { stops, start } = randomDay(random, 20, true);
    const day = orderDay(stops, start);
    expect(day.exact).toBe(false);
    expect(orderDay(stops, start).order).toEqual(day.order);
    stops.forEach((stop, i) => {
      if (stop.pinned) expect(day.order[i]).toBe(stop.id);
    });
    const asGiven = scheduleDay(stops, start);
    expect(day.missed.length).toBeLessThanOrEqual(asGiven.missed.length);
  });

  it('handles empty and one-stop days', () => {
    expect(orderDay([], nine)).toMatchObject({ order: [], feasible: true, endMinutes: h(9) });
    expect(orderDay([museum], nine).stops[0]).toMatchObject({ arrive: h(9), start: h(10) });
  });
});

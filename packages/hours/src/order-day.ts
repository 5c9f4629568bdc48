/**
 * "Order this day for me" (issue 31): the order of a day's stops that meets every opening time if
 * one exists and, among those, travels least; the day timeline times a given order the same way.
 * Browser-safe (the planner runs it offline): no Node APIs, nothing beyond ./travel.ts.
 *
 * A visit fits inside one open range: arrive, wait for the opening if early, stay visitMinutes,
 * leave by the range's end. Orders are compared on (stops that miss their hours, minutes of
 * lateness, travel minutes, end of the day), in that order. Exact (dynamic programming over
 * subsets) up to EXACT_MAX_STOPS stops, a deterministic local search above. Decision 0032.
 */
import { travelBetween, type Point, type TravelMode, type TravelTime } from './travel.ts';

export interface DayStop {
  id: string | number;
  point: Point;
  visitMinutes: number;
  /** Open ranges that day in minutes after local midnight ([[600, 1080]]); null: hours not known. */
  open: Array<[number, number]> | null;
  /** Keeps its current position (index in the input) in the ordered day. */
  pinned?: boolean;
}

export interface DayStart {
  /** Minutes after local midnight. */
  minutes: number;
  /** Where the day starts (a hotel); without it the first stop is reached at `minutes`. */
  point?: Point | null;
}

export interface TimedStop {
  id: string | number;
  /** Minutes after local midnight, as every time here. */
  arrive: number;
  /** After waiting for the opening (equals `arrive` when open on arrival). */
  start: number;
  leave: number;
  /** From the previous stop (or the start point); 0 for a first stop without a start point. */
  travelMinutes: number;
  travelMode: TravelMode | null;
  /** The visit fits in none of the stop's open ranges (or the stop is closed all day). */
  missed: boolean;
  /** How far the visit runs past the closing of its best range (0 unless missed). */
  lateMinutes: number;
  /** The stop's hours are not known: it never blocks, and the plan says so. */
  unknownHours: boolean;
}

export interface OrderedDay {
  /** The stops' ids in the new order. */
  order: Array<string | number>;
  /** Every visit fits its opening times. */
  feasible: boolean;
  travelMinutes: number;
  /** When the last visit ends (the start time for an empty day). */
  endMinutes: number;
  lateMinutes: number;
  /** Ids of the stops that miss their hours, in day order. */
  missed: Array<string | number>;
  /** Ids of the stops whose hours are not known, in day order. */
  unknownHours: Array<string | number>;
  /** Whether the order is proven best (dynamic programming) or the local search's best. */
  exact: boolean;
  stops: TimedStop[];
}

export interface OrderDayOptions {
  /** How long a leg takes; the estimate from the coordinates unless a routing engine's is given. */
  travel?: TravelTime;
  /** Days with at most this many stops are solved exactly. */
  exactMaxStops?: number;
  /** Rounds of perturbation in the local search (above the exact size). */
  searchRounds?: number;
}

/** Largest day solved exactly: 12 stops stay within a few milliseconds (decision 0032). */
export const EXACT_MAX_STOPS = 12;
/**
 * Largest day without any order that meets every opening time whose least-bad order (fewest
 * missed, least late, least travel) is proven: the labels carry four figures there, not two.
 */
export const EXACT_MAX_MISSING = 9;
/** Perturbation rounds of the local search. */
export const SEARCH_ROUNDS = 40;

// ---------------------------------------------------------------------------------------------
// The problem in flat arrays

interface Problem {
  n: number;
  visit: Float64Array;
  /** Merged, sorted open ranges per stop: flat [a0, b0, a1, b1, …]; null when unknown. */
  ranges: Array<Float64Array | null>;
  /** travel[i * n + j]: minutes from stop i to stop j. */
  travel: Float64Array;
  /** Minutes from the start point (0 without one). */
  fromStart: Float64Array;
  startMinutes: number;
  /** pinAt[position]: the pinned stop that must stand there, or -1. */
  pinAt: Int32Array;
  pinned: Uint8Array;
}

/** Sorted, with overlapping and touching ranges joined (a visit may run across the join). */
function normaliseRanges(open: Array<[number, number]> | null): Float64Array | null {
  if (open === null) return null;
  const sorted = open
    .filter(([a, b]) => Number.isFinite(a) && Number.isFinite(b) && b > a)
    .map(([a, b]) => [a, b] as [number, number])
    .sort((x, y) => x[0] - y[0]);
  const merged: Array<[number, number]> = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push(range);
  }
  return Float64Array.from(merged.flat());
}

/**
 * The problem in arrays; `forOrdering` adds the travel matrix (computed once, each direction on
 * its own: a routing engine's times need not be symmetric) and the pins.
 */
function buildProblem(
  stops: readonly DayStop[],
  start: DayStart,
  forOrdering: boolean,
  travelTime: TravelTime = travelBetween,
): Problem {
  const n = stops.length;
  const travel = new Float64Array(forOrdering ? n * n : 0);
  const fromStart = new Float64Array(forOrdering ? n : 0);
  for (let i = 0; i < n && forOrdering; i++) {
    for (let j = 0; j < n; j++) {
      if (i !== j) travel[i * n + j] = travelTime(stops[i]!.point, stops[j]!.point).minutes;
    }
    if (start.point) fromStart[i] = travelTime(start.point, stops[i]!.point).minutes;
  }
  const pinAt = new Int32Array(n).fill(-1);
  const pinned = new Uint8Array(n);
  if (forOrdering) {
    stops.forEach((stop, i) => {
      if (stop.pinned) {
        pinAt[i] = i;
        pinned[i] = 1;
      }
    });
  }
  return {
    n,
    visit: Float64Array.from(stops, (stop) => Math.max(0, stop.visitMinutes)),
    ranges: stops.map((stop) => normaliseRanges(stop.open)),
    travel,
    fromStart,
    startMinutes: start.minutes,
    pinAt,
    pinned,
  };
}

// Result of fitting one visit, kept in module scratch variables (the hot path allocates nothing).
let fitStart = 0;
let fitLate = 0;
let fitMissed = false;

/**
 * Fits stop i's visit after arriving at `arrive`: the earliest range it fits in, waiting for the
 * opening if early; if none, the range it overruns least (ties: the earliest). A later arrival
 * never gives an earlier leave or less lateness, which the exact search relies on.
 */
function placeVisit(p: Problem, i: number, arrive: number): void {
  const ranges = p.ranges[i]!;
  fitStart = arrive;
  fitLate = 0;
  fitMissed = false;
  if (ranges === null) return;
  if (ranges.length === 0) {
    // Closed all day: missed whenever it is visited, so the lateness does not depend on the order.
    fitMissed = true;
    return;
  }
  const visit = p.visit[i]!;
  let bestLate = Infinity;
  let bestStart = arrive;
  for (let k = 0; k < ranges.length; k += 2) {
    const start = arrive > ranges[k]! ? arrive : ranges[k]!;
    const late = start + visit - ranges[k + 1]!;
    if (late <= 0) {
      fitStart = start;
      return;
    }
    if (late < bestLate) {
      bestLate = late;
      bestStart = start;
    }
  }
  fitStart = bestStart;
  fitLate = bestLate;
  fitMissed = true;
}

// ---------------------------------------------------------------------------------------------
// Scores: (missed, late, travel, end), compared in that order

interface Score {
  missed: number;
  late: number;
  travel: number;
  end: number;
}

function better(a: Score, b: Score): boolean {
  if (a.missed !== b.missed) return a.missed < b.missed;
  if (a.late !== b.late) return a.late < b.late;
  if (a.travel !== b.travel) return a.travel < b.travel;
  return a.end < b.end;
}

/** Scores a full order (stop indices) into `out`. */
function evaluate(p: Problem, order: Int32Array, out: Score): Score {
  let clock = p.startMinutes;
  let travel = 0;
  let missed = 0;
  let late = 0;
  let previous = -1;
  for (let k = 0; k < order.length; k++) {
    const i = order[k]!;
    const leg = previous < 0 ? p.fromStart[i]! : p.travel[previous * p.n + i]!;
    travel += leg;
    placeVisit(p, i, clock + leg);
    if (fitMissed) {
      missed++;
      late += fitLate;
    }
    clock = fitStart + p.visit[i]!;
    previous = i;
  }
  out.missed = missed;
  out.late = late;
  out.travel = travel;
  out.end = clock;
  return out;
}

// ---------------------------------------------------------------------------------------------
// Exact: dynamic programming over (set of stops visited, last stop) with non-dominated labels

interface Label extends Score {
  last: number;
  parent: Label | null;
}

function dominates(a: Score, b: Score): boolean {
  return a.missed <= b.missed && a.late <= b.late && a.travel <= b.travel && a.end <= b.end;
}

/** Adds `label` to `list` unless a label there dominates it; drops those it dominates. */
function addLabel(list: Label[], label: Label): void {
  for (const other of list) if (dominates(other, label)) return;
  let kept = 0;
  for (const other of list) if (!dominates(label, other)) list[kept++] = other;
  list.length = kept;
  list.push(label);
}

/**
 * The best order, or null when `feasibleOnly` and no order meets every opening time. Labels that
 * can no longer beat `bound` (every part of a score only grows along an order) are dropped.
 */
function solveExact(p: Problem, feasibleOnly: boolean, bound: Score | null): Int32Array | null {
  const { n } = p;
  const full = (1 << n) - 1;
  const table: Array<Label[] | undefined> = new Array((full + 1) * n);
  const beyond = (s: Score) =>
    bound !== null &&
    (s.missed !== bound.missed
      ? s.missed > bound.missed
      : s.late !== bound.late
        ? s.late > bound.late
        : s.travel > bound.travel);

  // Feasible orders only: the least travel into each stop bounds the travel still to come, and a
  // stop that misses its hours when reached that soon after the last visit is missed by every
  // way of completing the order (a later arrival never fits better).
  const minIn = new Float64Array(n).fill(Infinity);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) if (i !== j) minIn[j] = Math.min(minIn[j]!, p.travel[i * n + j]!);
  }
  let allIn = 0;
  for (let j = 0; j < n; j++) allIn += minIn[j]!;
  const visitedIn = new Float64Array(full + 1);
  for (let set = 1; set <= full; set++) {
    visitedIn[set] = visitedIn[set & (set - 1)]! + minIn[31 - Math.clz32(set & -set)]!;
  }
  const hopeless = (label: Label, set: number) => {
    if (bound !== null && label.travel + allIn - visitedIn[set]! > bound.travel) return true;
    for (let j = 0; j < n; j++) {
      if (set & (1 << j)) continue;
      placeVisit(p, j, label.end + minIn[j]!);
      if (fitMissed) return true;
    }
    return false;
  };

  const extend = (set: number, from: Label | null, j: number) => {
    const leg = from === null ? p.fromStart[j]! : p.travel[from.last * n + j]!;
    const clock = from === null ? p.startMinutes : from.end;
    placeVisit(p, j, clock + leg);
    if (fitMissed && feasibleOnly) return;
    const label: Label = {
      missed: (from?.missed ?? 0) + (fitMissed ? 1 : 0),
      late: (from?.late ?? 0) + fitLate,
      travel: (from?.travel ?? 0) + leg,
      end: fitStart + p.visit[j]!,
      last: j,
      parent: from,
    };
    if (beyond(label)) return;
    if (feasibleOnly && hopeless(label, set | (1 << j))) return;
    const key = (set | (1 << j)) * n + j;
    const list = table[key];
    if (list === undefined) table[key] = [label];
    else addLabel(list, label);
  };

  const candidates = (position: number, set: number, visit: (j: number) => void) => {
    const pin = p.pinAt[position]!;
    if (pin >= 0) visit(pin);
    else for (let j = 0; j < n; j++) if (!p.pinned[j] && !(set & (1 << j))) visit(j);
  };

  candidates(0, 0, (j) => extend(0, null, j));
  for (let set = 1; set < full; set++) {
    let position = 0;
    for (let s = set; s; s &= s - 1) position++;
    for (let last = 0; last < n; last++) {
      const list = table[set * n + last];
      if (list === undefined) continue;
      for (const label of list) candidates(position, set, (j) => extend(set, label, j));
    }
  }

  let best: Label | null = null;
  for (let last = 0; last < n; last++) {
    for (const label of table[full * n + last] ?? []) {
      if (best === null || better(label, best)) best = label;
    }
  }
  if (best === null) return null;
  const order = new Int32Array(n);
  for (let label: Label | null = best, k = n - 1; label !== null; label = label.parent, k--) {
    order[k] = label.last;
  }
  return order;
}

// ---------------------------------------------------------------------------------------------
// Heuristic: several constructions, then 2-opt, or-opt and swaps over the unpinned positions

/** A small seeded generator (mulberry32): the search is the same on every run and device. */
function seeded(seed: number): () => number {
  let a = seed | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Passes of one descent at most (a descent on a 20-stop day takes a handful). */
const MAX_PASSES = 200;
/** Longest run of stops that or-opt moves. */
const OR_OPT_MAX = 2;
/** The iterated local search stops after this many rounds in a row without a better order. */
const PATIENCE = 12;

class Search {
  /** The current order (all positions) and the state after each of its prefixes. */
  private readonly cur: Int32Array;
  private readonly preClock: Float64Array;
  private readonly preTravel: Float64Array;
  private readonly preMissed: Int32Array;
  private readonly preLate: Float64Array;
  /** The order being tried (only its positions from the first change on are read). */
  private readonly trialOrder: Int32Array;
  private readonly slots: Int32Array;
  readonly current: Score = { missed: 0, late: 0, travel: 0, end: 0 };
  readonly scratch: Score = { missed: 0, late: 0, travel: 0, end: 0 };

  constructor(private readonly p: Problem) {
    const slots: number[] = [];
    for (let k = 0; k < p.n; k++) if (p.pinAt[k]! < 0) slots.push(k);
    this.slots = Int32Array.from(slots);
    this.cur = Int32Array.from(p.pinAt);
    this.trialOrder = Int32Array.from(p.pinAt);
    this.preClock = new Float64Array(p.n + 1);
    this.preTravel = new Float64Array(p.n + 1);
    this.preMissed = new Int32Array(p.n + 1);
    this.preLate = new Float64Array(p.n + 1);
  }

  /** Unpinned stops in the order given, with the pinned ones in place. */
  fullOrder(free: Int32Array): Int32Array {
    const order = Int32Array.from(this.p.pinAt);
    for (let k = 0; k < free.length; k++) order[this.slots[k]!] = free[k]!;
    return order;
  }

  /** Makes `free` the current order and scores it into `current`. */
  setCurrent(free: Int32Array): void {
    const p = this.p;
    const cur = this.cur;
    for (let k = 0; k < free.length; k++) cur[this.slots[k]!] = free[k]!;
    let clock = p.startMinutes;
    let travel = 0;
    let missed = 0;
    let late = 0;
    this.preClock[0] = clock;
    for (let k = 0; k < p.n; k++) {
      const i = cur[k]!;
      const leg = k === 0 ? p.fromStart[i]! : p.travel[cur[k - 1]! * p.n + i]!;
      travel += leg;
      placeVisit(p, i, clock + leg);
      if (fitMissed) {
        missed++;
        late += fitLate;
      }
      clock = fitStart + p.visit[i]!;
      this.preClock[k + 1] = clock;
      this.preTravel[k + 1] = travel;
      this.preMissed[k + 1] = missed;
      this.preLate[k + 1] = late;
    }
    this.trialOrder.set(cur);
    const c = this.current;
    c.missed = missed;
    c.late = late;
    c.travel = travel;
    c.end = clock;
  }

  /**
   * Whether `trial` (the unpinned stops, equal to the current ones outside free indices lo..hi)
   * beats the current order; scores it into `scratch`. Starts from the current order's state at
   * the first change, stops as soon as the trial cannot win (every part of a score only grows),
   * and once past the last change with the current order's clock, adds the current order's rest.
   */
  tryFree(trial: Int32Array, lo: number, hi: number): boolean {
    const p = this.p;
    const n = p.n;
    const order = this.trialOrder;
    const slots = this.slots;
    for (let k = lo; k <= hi; k++) order[slots[k]!] = trial[k]!;
    const first = slots[lo]!;
    const lastChanged = slots[hi]!;
    const bound = this.current;
    let clock = this.preClock[first]!;
    let travel = this.preTravel[first]!;
    let missed = this.preMissed[first]!;
    let late = this.preLate[first]!;
    let previous = first === 0 ? -1 : this.cur[first - 1]!;
    let end = bound.end;
    let beaten = false;
    for (let k = first; k < n; k++) {
      const i = order[k]!;
      const leg = previous < 0 ? p.fromStart[i]! : p.travel[previous * n + i]!;
      travel += leg;
      placeVisit(p, i, clock + leg);
      if (fitMissed) {
        missed++;
        late += fitLate;
      }
      clock = fitStart + p.visit[i]!;
      if (k >= lastChanged && i === this.cur[k] && clock === this.preClock[k + 1]) {
        // From here on the trial is the current order, at the same time.
        travel += bound.travel - this.preTravel[k + 1]!;
        missed += bound.missed - this.preMissed[k + 1]!;
        late += bound.late - this.preLate[k + 1]!;
        end = bound.end;
        break;
      }
      if (
        missed > bound.missed ||
        (missed === bound.missed &&
          (late > bound.late || (late === bound.late && travel > bound.travel)))
      ) {
        beaten = true;
        break;
      }
      end = clock;
      previous = i;
    }
    for (let k = lo; k <= hi; k++) order[slots[k]!] = this.cur[slots[k]!]!;
    if (beaten) return false;
    const s = this.scratch;
    s.missed = missed;
    s.late = late;
    s.travel = travel;
    s.end = end;
    return better(s, bound);
  }

  /**
   * Builds an order position by position, taking at each free position the remaining stop that
   * `rank` scores lowest given the clock and the previous stop.
   */
  greedy(rank: (j: number, arrive: number, leg: number) => number): Int32Array {
    const p = this.p;
    const left = new Set<number>(this.freeStops());
    const free = new Int32Array(this.slots.length);
    let clock = p.startMinutes;
    let previous = -1;
    let f = 0;
    for (let k = 0; k < p.n; k++) {
      let next = p.pinAt[k]!;
      if (next < 0) {
        let bestRank = Infinity;
        for (const j of left) {
          const leg = previous < 0 ? p.fromStart[j]! : p.travel[previous * p.n + j]!;
          const r = rank(j, clock + leg, leg);
          if (r < bestRank || next < 0) {
            bestRank = r;
            next = j;
          }
        }
        left.delete(next);
        free[f++] = next;
      }
      const leg = previous < 0 ? p.fromStart[next]! : p.travel[previous * p.n + next]!;
      placeVisit(p, next, clock + leg);
      clock = fitStart + p.visit[next]!;
      previous = next;
    }
    return free;
  }

  freeStops(): number[] {
    const stops: number[] = [];
    for (let i = 0; i < this.p.n; i++) if (!this.p.pinned[i]) stops.push(i);
    return stops;
  }

  /** First-improvement descent with or-opt (segments of 1–OR_OPT_MAX), 2-opt and swaps; in place. */
  descend(free: Int32Array): void {
    const m = free.length;
    // `trial` equals `free` except while a move is tried on trial[lo..hi].
    const trial = Int32Array.from(free);
    this.setCurrent(free);
    let improved = true;
    const settle = (lo: number, hi: number) => {
      if (this.tryFree(trial, lo, hi)) {
        for (let k = lo; k <= hi; k++) free[k] = trial[k]!;
        this.setCurrent(free);
        improved = true;
      } else {
        for (let k = lo; k <= hi; k++) trial[k] = free[k]!;
      }
    };
    // Each pass strictly improves the score; the cap only guards against a rounding surprise.
    for (let pass = 0; improved && pass < MAX_PASSES; pass++) {
      improved = false;
      // Or-opt: move the segment free[a..a+len) to start at free index `to` of the result.
      for (let len = 1; len <= OR_OPT_MAX && len < m; len++) {
        for (let a = 0; a + len <= m; a++) {
          for (let to = 0; to + len <= m; to++) {
            if (to === a) continue;
            if (to < a) {
              // Segment first, then what stood from `to` up to the segment.
              for (let q = 0; q < len; q++) trial[to + q] = free[a + q]!;
              for (let k = to; k < a; k++) trial[k + len] = free[k]!;
              settle(to, a + len - 1);
            } else {
              for (let k = a + len; k < to + len; k++) trial[k - len] = free[k]!;
              for (let q = 0; q < len; q++) trial[to + q] = free[a + q]!;
              settle(a, to + len - 1);
            }
          }
        }
      }
      // 2-opt: reverse free[a..b].
      for (let a = 0; a < m - 1; a++) {
        for (let b = a + 1; b < m; b++) {
          for (let x = a, y = b; x <= b; x++, y--) trial[x] = free[y]!;
          settle(a, b);
        }
      }
      // Swap two stops.
      for (let a = 0; a < m - 1; a++) {
        for (let b = a + 1; b < m; b++) {
          trial[a] = free[b]!;
          trial[b] = free[a]!;
          settle(a, b);
        }
      }
    }
  }
}

function solveHeuristic(p: Problem, stops: readonly DayStop[], rounds: number): Int32Array {
  const search = new Search(p);
  const freeStops = search.freeStops();
  const m = freeStops.length;
  const latestStart = (j: number) => {
    const ranges = p.ranges[j]!;
    if (ranges === null) return Infinity;
    if (ranges.length === 0) return Infinity;
    return ranges[ranges.length - 1]! - p.visit[j]!;
  };
  const waitAndLate = (j: number, arrive: number) => {
    placeVisit(p, j, arrive);
    return { wait: fitStart - arrive, late: fitMissed ? 1e6 + fitLate : 0 };
  };

  const starts: Int32Array[] = [
    // The current order.
    Int32Array.from(freeStops),
    // Earliest-closing first.
    Int32Array.from(freeStops).sort((x, y) => latestStart(x) - latestStart(y) || x - y),
    // Nearest neighbour.
    search.greedy((_j, _arrive, leg) => leg),
    // Nearest neighbour that meets the hours, counting the wait.
    search.greedy((j, arrive, leg) => {
      const { wait, late } = waitAndLate(j, arrive);
      return late + leg + wait;
    }),
  ];

  let best: Int32Array | null = null;
  const bestScore: Score = { missed: 0, late: 0, travel: 0, end: 0 };
  const current = search.current;
  for (const free of starts) {
    search.descend(free);
    if (best === null || better(current, bestScore)) {
      best = free;
      Object.assign(bestScore, current);
    }
  }

  // Iterated local search: perturb the best order (a random segment moved and another reversed)
  // and descend again; keep the result when it is better. Seeded, so deterministic.
  const random = seeded(0x5e4de20 ^ m ^ (stops.length << 8));
  const trial = new Int32Array(m);
  if (m >= 4) {
    for (let round = 0, idle = 0; round < rounds && idle < PATIENCE; round++, idle++) {
      trial.set(best!);
      const a = Math.floor(random() * m);
      const b = Math.floor(random() * m);
      const [x, y] = a < b ? [a, b] : [b, a];
      trial.subarray(x, y + 1).reverse();
      const from = Math.floor(random() * m);
      const to = Math.floor(random() * m);
      const moved = trial[from]!;
      trial.copyWithin(from, from + 1);
      trial.copyWithin(to + 1, to, m - 1);
      trial[to] = moved;
      search.descend(trial);
      if (better(current, bestScore)) {
        best!.set(trial);
        Object.assign(bestScore, current);
        idle = -1;
      }
    }
  }
  return search.fullOrder(best!);
}

// ---------------------------------------------------------------------------------------------
// Public API

/**
 * Times the stops in the order given: arrival, waiting for the opening, leaving, misses. `travel`
 * is how long the legs take (estimated from the coordinates unless a routing engine's times are
 * given).
 */
export function scheduleDay(
  stops: readonly DayStop[],
  start: DayStart,
  travel: TravelTime = travelBetween,
): OrderedDay {
  return timeline(stops, start, false, travel);
}

function timeline(
  stops: readonly DayStop[],
  start: DayStart,
  exact: boolean,
  travel: TravelTime,
): OrderedDay {
  const p = buildProblem(stops, start, false);
  let clock = start.minutes;
  let previous: Point | null = start.point ?? null;
  const timed = stops.map((stop, i): TimedStop => {
    const leg = previous ? travel(previous, stop.point) : null;
    const arrive = clock + (leg?.minutes ?? 0);
    placeVisit(p, i, arrive);
    clock = fitStart + p.visit[i]!;
    previous = stop.point;
    return {
      id: stop.id,
      arrive,
      start: fitStart,
      leave: clock,
      travelMinutes: leg?.minutes ?? 0,
      travelMode: leg?.mode ?? null,
      missed: fitMissed,
      lateMinutes: fitLate,
      unknownHours: stop.open === null,
    };
  });
  const missed = timed.filter((stop) => stop.missed);
  return {
    order: timed.map((stop) => stop.id),
    feasible: missed.length === 0,
    travelMinutes: timed.reduce((sum, stop) => sum + stop.travelMinutes, 0),
    endMinutes: clock,
    lateMinutes: timed.reduce((sum, stop) => sum + stop.lateMinutes, 0),
    missed: missed.map((stop) => stop.id),
    unknownHours: timed.filter((stop) => stop.unknownHours).map((stop) => stop.id),
    exact,
    stops: timed,
  };
}

/**
 * The order that meets every opening time if one exists, with the least travel (ties: the
 * earliest end); otherwise the fewest stops missed, then the least lateness, then the least
 * travel. Pinned stops keep their index.
 */
export function orderDay(
  stops: readonly DayStop[],
  start: DayStart,
  options: OrderDayOptions = {},
): OrderedDay {
  const n = stops.length;
  const travel = options.travel ?? travelBetween;
  if (n <= 1) return timeline(stops, start, true, travel);
  const p = buildProblem(stops, start, true, travel);
  const exactMax = Math.min(options.exactMaxStops ?? EXACT_MAX_STOPS, 20);
  const rounds = options.searchRounds ?? SEARCH_ROUNDS;

  let order: Int32Array;
  let exact = false;
  if (n <= exactMax) {
    // The local search gives a bound that prunes the exact search; usually it is already best.
    const guess = solveHeuristic(p, stops, Math.min(rounds, 8));
    const bound = evaluate(p, guess, { missed: 0, late: 0, travel: 0, end: 0 });
    const feasible = solveExact(p, true, bound.missed === 0 ? bound : null);
    if (feasible !== null) {
      order = feasible;
      exact = true;
    } else if (n <= Math.min(exactMax, EXACT_MAX_MISSING)) {
      order = solveExact(p, false, bound) ?? guess;
      exact = true;
    } else {
      order = solveHeuristic(p, stops, rounds);
    }
  } else {
    order = solveHeuristic(p, stops, rounds);
  }
  return timeline(
    Array.from(order, (i) => stops[i]!),
    start,
    exact,
    travel,
  );
}

/** Seeded randomness: every artwork derives its variation from a hash of its file path. */

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** A float in [min, max). */
  range(min: number, max: number): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly [T, ...T[]]): T;
  shuffle<T>(items: readonly T[]): T[];
}

/** FNV-1a, 32-bit: a stable hash of a string. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < value.length; index += 1) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Mulberry32: small, fast and good enough for illustration variety. */
export function createRng(seedText: string): Rng {
  let state = hashString(seedText);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
  const range = (min: number, max: number): number => min + (max - min) * next();
  const int = (min: number, max: number): number => Math.floor(range(min, max + 1));
  return {
    next,
    range,
    int,
    chance: (p) => next() < p,
    pick: (items) => items[int(0, items.length - 1)] ?? items[0],
    shuffle: (items) => {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index -= 1) {
        const other = int(0, index);
        const held = copy[index] as (typeof copy)[number];
        copy[index] = copy[other] as (typeof copy)[number];
        copy[other] = held;
      }
      return copy;
    },
  };
}

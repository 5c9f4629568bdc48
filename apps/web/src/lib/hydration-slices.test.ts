import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateInSlices, sliceTurn, slicesHydrated } from './hydration-slices.ts';

/** The clock the slices read, moved by hand: `advance(ms)` is work done. */
function handClock() {
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  return {
    advance: (ms: number) => {
      now += ms;
    },
  };
}

afterEach(async () => {
  vi.restoreAllMocks();
  await slicesHydrated();
});

describe('hydration slices', () => {
  it('never wait outside hydration', () => {
    expect(sliceTurn({})).toBeNull();
  });

  it('hydrate with the pass while it is within its budget', async () => {
    const clock = handClock();
    const turns: (Promise<void> | null)[] = [];
    hydrateInSlices(() => {
      clock.advance(5);
      turns.push(sliceTurn({}), sliceTurn({}));
    });
    expect(turns).toEqual([null, null]);
    await slicesHydrated();
  });

  it('past the budget, wait for turns of their own, in the order met', async () => {
    const clock = handClock();
    const order: string[] = [];
    const first = {};
    const second = {};
    let turns: Promise<void>[] = [];
    hydrateInSlices(() => {
      clock.advance(20);
      turns = [first, second].map((part) => sliceTurn(part)!);
    });
    expect(turns.every((turn) => turn instanceof Promise)).toBe(true);
    void turns[0]!.then(() => order.push('first'));
    void turns[1]!.then(() => order.push('second'));
    // Each turn comes in a task of its own: after the first, the second has not come yet.
    await turns[0];
    expect(order).toEqual(['first']);
    await slicesHydrated();
    expect(order).toEqual(['first', 'second']);
    // A part whose turn came renders when its render is tried again.
    expect(sliceTurn(first)).toBeNull();
  });

  it('a slice met late in another slice turn waits for a later turn', async () => {
    const clock = handClock();
    let outer: Promise<void> | null = null;
    hydrateInSlices(() => {
      clock.advance(20);
      outer = sliceTurn({});
    });
    await outer;
    // The outer slice's turn: a slice met early in it hydrates with it, one met late waits.
    expect(sliceTurn({})).toBeNull();
    clock.advance(20);
    const inner = sliceTurn({});
    expect(inner).toBeInstanceOf(Promise);
    await slicesHydrated();
    await expect(inner).resolves.toBeUndefined();
    expect(sliceTurn({})).toBeNull();
  });
});

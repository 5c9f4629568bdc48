import { describe, expect, it, vi } from 'vitest';
import { createConcurrencyCap } from './concurrency-cap.ts';
import { HttpError } from './http-errors.ts';

describe('concurrency cap', () => {
  it('runs up to its maximum at once, refuses one more with 503, and frees slots as runs end', async () => {
    const cap = createConcurrencyCap(2, 'Busy.');
    const releases: (() => void)[] = [];
    const hold = () =>
      cap.run(() => new Promise<string>((resolve) => releases.push(() => resolve('done'))));
    const first = hold();
    const second = hold();
    expect(cap.inFlight).toBe(2);
    const refused = await cap.run(async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 503, message: 'Busy.' });
    expect((refused as HttpError).headers['retry-after']).toBe('1');
    releases[0]!();
    expect(await first).toBe('done');
    expect(cap.inFlight).toBe(1);
    expect(await cap.run(async () => 'again')).toBe('again');
    releases[1]!();
    await second;
    expect(cap.inFlight).toBe(0);
  });

  it('frees the slot when a run fails', async () => {
    const cap = createConcurrencyCap(1, 'Busy.');
    await expect(cap.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cap.run(async () => 'free')).toBe('free');
  });
});

describe('concurrency cap with a wait', () => {
  it('lets one more wait for a freed slot, oldest first, and refuses when the queue is full', async () => {
    const cap = createConcurrencyCap(1, 'Busy.', { waitMs: 60_000 });
    const releases: (() => void)[] = [];
    const hold = (label: string) =>
      cap.run(() => new Promise<string>((resolve) => releases.push(() => resolve(label))));
    const first = hold('first');
    const second = hold('second');
    expect(cap.inFlight).toBe(1);
    expect(cap.waiting).toBe(1);
    // The queue holds at most `max`: one more is refused at once.
    await expect(cap.run(async () => 'never')).rejects.toMatchObject({ statusCode: 503 });
    releases[0]!();
    expect(await first).toBe('first');
    // The waiting run got the slot: it started, and nothing waits any more.
    await expect.poll(() => releases.length).toBe(2);
    expect(cap.inFlight).toBe(1);
    expect(cap.waiting).toBe(0);
    releases[1]!();
    expect(await second).toBe('second');
    expect(cap.inFlight).toBe(0);
  });

  it('refuses a run whose wait runs out, and forgets it', async () => {
    vi.useFakeTimers();
    try {
      const cap = createConcurrencyCap(1, 'Busy.', { waitMs: 500 });
      let release!: () => void;
      const held = cap.run(() => new Promise<void>((resolve) => (release = resolve)));
      const late = cap.run(async () => 'late').catch((error: unknown) => error);
      expect(cap.waiting).toBe(1);
      await vi.advanceTimersByTimeAsync(500);
      expect(await late).toMatchObject({ statusCode: 503, message: 'Busy.' });
      expect(cap.waiting).toBe(0);
      release();
      await held;
      expect(cap.inFlight).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

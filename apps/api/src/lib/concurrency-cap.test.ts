import { describe, expect, it } from 'vitest';
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

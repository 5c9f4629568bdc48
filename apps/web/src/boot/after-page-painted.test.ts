import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAINT_WAIT_CAP_MS, afterPagePainted } from './after-page-painted.ts';

/** Whether the promise has settled once the tasks already queued have run. */
async function settledNow(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(0);
  return settled;
}

describe('afterPagePainted', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('waits for a server-rendered page to be painted, for at most PAINT_WAIT_CAP_MS', async () => {
    document.body.innerHTML = '<div id="root"><main><h1>Oaxaca</h1></main></div>';
    const painted = afterPagePainted(document);
    expect(await settledNow(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_CAP_MS);
    expect(await settledNow(painted)).toBe(true);
  });

  it('waits for nothing on a page the server did not render: the app is all it will show', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(await settledNow(afterPagePainted(document))).toBe(true);
  });
});

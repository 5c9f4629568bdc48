/**
 * Resolves in a later task, so the browser can paint and answer input between two pieces of
 * start-up work. A phone spends tens of milliseconds on each piece; in one task they would hold
 * the page's first taps for all of them (and Lighthouse's Total Blocking Time counts every task
 * past 50 ms at its 4× slowdown).
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise<void>((resolve) => window.setTimeout(resolve, 0));
}

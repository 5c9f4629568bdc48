import { yieldToBrowser } from './yield-to-browser.ts';

/**
 * Hydration in slices (decision 0021). Preact hydrates a page in one synchronous pass; on a phone
 * that pass was one task of a few hundred milliseconds, in which no tap is answered. Parts of the
 * page marked as slices (`HydrationSlice`) are where that pass may stop: once it has run for its
 * budget, the slices it meets sit out, their server markup kept as it is, and hydrate afterwards,
 * one a task, in the order they were met, each again within a budget (a slice inside a slice waits
 * for a turn of its own when its outer slice's turn runs long).
 *
 * Until the last slice is in, a slice that mounts anew (a page opened from the header meanwhile)
 * also waits for a turn: it shows a task or two later.
 */

/**
 * How long a pass may hydrate before the slices it meets wait for a turn of their own, in the
 * browser's own milliseconds. Lighthouse's phone (a 4× slowdown) takes about four times as long,
 * which keeps its tasks under the 50 ms past which a task counts as blocking.
 */
const PASS_BUDGET_MS = 8;

let hydrating = false;
/** When the current pass (the first one, or a slice's turn) started. */
let passStart = 0;
/** The parts whose turn has come, by their element (the one a retried render receives again). */
const granted = new WeakSet<object>();
const waiting: { part: object; resolve: () => void }[] = [];
let pumping: Promise<void> | null = null;

/** Runs `hydrate`, the page's first hydration pass; the slices it meets wait for later tasks. */
export function hydrateInSlices(hydrate: () => void): void {
  hydrating = true;
  passStart = performance.now();
  try {
    hydrate();
  } finally {
    pumping ??= pump();
  }
}

/**
 * While the page hydrates, the promise a slice's `part` waits on (thrown to Suspense, which keeps
 * the server's markup meanwhile); null once its turn has come, or when nothing is hydrating.
 */
export function sliceTurn(part: object): Promise<void> | null {
  if (!hydrating || granted.has(part)) return null;
  // Within the pass's budget a slice hydrates with it: the turns cut the work where it is long.
  if (performance.now() - passStart < PASS_BUDGET_MS) return null;
  return new Promise<void>((resolve) => waiting.push({ part, resolve }));
}

async function pump() {
  for (let next = waiting.shift(); next; next = waiting.shift()) {
    await yieldToBrowser();
    granted.add(next.part);
    passStart = performance.now();
    next.resolve();
  }
  // The last slice renders in the microtasks after its turn; one more task and it is in place.
  await yieldToBrowser();
  if (waiting.length > 0) return pump();
  hydrating = false;
  pumping = null;
}

/** Resolves once every slice has hydrated (at once when the page was not hydrated in slices). */
export async function slicesHydrated(): Promise<void> {
  while (pumping) await pumping;
}

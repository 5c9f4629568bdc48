/**
 * At most `max` runs at once in this process. It bounds the work a crowd can put on the database
 * through one route, however many addresses the crowd comes from: per-address limits cannot do
 * that. One more run waits for a slot, first come first served, when `waitMs` is set: at most
 * `max` wait, each at most `waitMs`, so a burst costs a little time instead of errors while the
 * work held stays bounded (decision 0042). A run that finds the queue full, or whose wait runs
 * out, is refused with 503 and Retry-After.
 */
import { ERROR_CODES } from '@sendero/contract';
import { HttpError } from './http-errors.ts';

export interface ConcurrencyCap {
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly inFlight: number;
  readonly waiting: number;
}

export function createConcurrencyCap(
  max: number,
  busyMessage: string,
  { waitMs = 0 }: { waitMs?: number } = {},
): ConcurrencyCap {
  let inFlight = 0;
  /** Waiting runs, oldest first: each is handed a slot by `release`. */
  const queue: (() => void)[] = [];
  const busy = () =>
    new HttpError(503, ERROR_CODES.unavailable, busyMessage, undefined, { 'retry-after': '1' });

  function release() {
    const next = queue.shift();
    // The slot passes straight to the oldest waiting run: inFlight stays as it is.
    if (next) next();
    else inFlight -= 1;
  }

  function slot(): Promise<void> {
    if (inFlight < max) {
      inFlight += 1;
      return Promise.resolve();
    }
    if (waitMs <= 0 || queue.length >= max) return Promise.reject(busy());
    return new Promise((resolve, reject) => {
      const granted = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        queue.splice(queue.indexOf(granted), 1);
        reject(busy());
      }, waitMs);
      queue.push(granted);
    });
  }

  return {
    get inFlight() {
      return inFlight;
    },
    get waiting() {
      return queue.length;
    },
    async run(work) {
      await slot();
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}

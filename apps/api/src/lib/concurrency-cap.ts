/**
 * At most `max` runs at once in this process; one more is refused at once with 503 and
 * Retry-After instead of queueing. It bounds the work a crowd can put on the database through
 * one route, however many addresses the crowd comes from: per-address limits cannot do that.
 */
import { ERROR_CODES } from '@sendero/contract';
import { HttpError } from './http-errors.ts';

export interface ConcurrencyCap {
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly inFlight: number;
}

export function createConcurrencyCap(max: number, busyMessage: string): ConcurrencyCap {
  let inFlight = 0;
  return {
    get inFlight() {
      return inFlight;
    },
    async run(work) {
      if (inFlight >= max) {
        throw new HttpError(503, ERROR_CODES.unavailable, busyMessage, undefined, {
          'retry-after': '1',
        });
      }
      inFlight += 1;
      try {
        return await work();
      } finally {
        inFlight -= 1;
      }
    },
  };
}

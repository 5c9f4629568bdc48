/**
 * @fastify/rate-limit's counters kept in the app's CounterStore: in Redis, and in this process's
 * memory while Redis is stopped or frozen (createFailOpenCounters), so each instance still
 * enforces every route's limit by itself during an outage. The plugin's own Redis store can only
 * skip the limit when Redis fails (`skipOnError`), or fail the request.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { CounterStore } from './counters.ts';

/** What the plugin passes to `child`: the route's merged limit options (see its index.js). */
interface RouteLimitOptions {
  routeInfo: { method: string; url: string };
}

class CounterRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly counters: CounterStore,
    private readonly prefix: string,
  ) {}

  // The plugin calls incr(key, callback, timeWindow, max); its type declares the first two only.
  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow?: number,
  ): void {
    this.counters.hit(`${this.prefix}${key}`, timeWindow ?? 60_000).then(
      ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  child(routeOptions: unknown): FastifyRateLimitStore {
    const { routeInfo } = routeOptions as RouteLimitOptions;
    return new CounterRateLimitStore(
      this.counters,
      `${this.prefix}${routeInfo.method}${routeInfo.url}-`,
    );
  }
}

/** A store class for the plugin's `store` option, counting in `counters` under `prefix`. */
export function counterRateLimitStore(
  counters: CounterStore,
  prefix: string,
): FastifyRateLimitStoreCtor {
  return class extends CounterRateLimitStore {
    constructor() {
      super(counters, prefix);
    }
  };
}

/**
 * Windowed counters and cooldowns keyed by a string: in memory for one process, in Redis when
 * configured so that every instance sees the same counts (login failures per account, the
 * password-reset cooldown per address), and short-lived texts under a claimed key (the first
 * answer to a form sent twice, lib/repeated-sends.ts).
 */
import type { Redis } from 'ioredis';

export interface CounterStore {
  /** Adds one and returns the count within the window that started with the first hit. */
  increment(key: string, windowMs: number): Promise<number>;
  /** As `increment`, also returning the time left in the window (a rate limit's answer). */
  hit(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
  count(key: string): Promise<{ count: number; ttlMs: number }>;
  reset(key: string): Promise<void>;
  /** Sets the key unless it exists; returns 0 when it was set, else the remaining ms. */
  claim(key: string, ttlMs: number): Promise<number>;
  /** Stores `text` under the key for `ttlMs`, replacing whatever it held. */
  keep(key: string, text: string, ttlMs: number): Promise<void>;
  /** The text kept under the key; null when it holds none (absent, expired, or only claimed). */
  kept(key: string): Promise<string | null>;
}

export function createMemoryCounters(now: () => number = Date.now): CounterStore {
  const entries = new Map<string, { count: number; expiresAt: number; text?: string }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async increment(key, windowMs) {
      const entry = live(key) ?? { count: 0, expiresAt: now() + windowMs };
      entry.count += 1;
      entries.set(key, entry);
      return entry.count;
    },
    async hit(key, windowMs) {
      const count = await this.increment(key, windowMs);
      return { count, ttlMs: Math.max(0, (live(key)?.expiresAt ?? now()) - now()) };
    },
    async count(key) {
      const entry = live(key);
      return { count: entry?.count ?? 0, ttlMs: entry ? entry.expiresAt - now() : 0 };
    },
    async reset(key) {
      entries.delete(key);
    },
    async claim(key, ttlMs) {
      const entry = live(key);
      if (entry) return entry.expiresAt - now();
      entries.set(key, { count: 1, expiresAt: now() + ttlMs });
      return 0;
    },
    async keep(key, text, ttlMs) {
      entries.set(key, { count: 1, expiresAt: now() + ttlMs, text });
    },
    async kept(key) {
      return live(key)?.text ?? null;
    },
  };
}

/** A claimed key's value in Redis; a kept text carries its own mark, so neither passes for the other. */
const CLAIMED = '1';
const KEPT = 't:';

export function createRedisCounters(redis: Redis, prefix: string): CounterStore {
  const k = (key: string) => `${prefix}${key}`;
  return {
    async increment(key, windowMs) {
      const [[, count]] = (await redis
        .multi()
        .incr(k(key))
        .pexpire(k(key), windowMs, 'NX')
        .exec()) as [[null, number], [null, number]];
      return count;
    },
    async hit(key, windowMs) {
      const [[, count], , [, ttl]] = (await redis
        .multi()
        .incr(k(key))
        .pexpire(k(key), windowMs, 'NX')
        .pttl(k(key))
        .exec()) as [[null, number], [null, number], [null, number]];
      return { count, ttlMs: Math.max(0, ttl) };
    },
    async count(key) {
      const [value, ttl] = await Promise.all([redis.get(k(key)), redis.pttl(k(key))]);
      return { count: Number(value ?? 0), ttlMs: Math.max(0, ttl) };
    },
    async reset(key) {
      await redis.del(k(key));
    },
    async claim(key, ttlMs) {
      const set = await redis.set(k(key), CLAIMED, 'PX', ttlMs, 'NX');
      if (set === 'OK') return 0;
      return Math.max(1, await redis.pttl(k(key)));
    },
    async keep(key, text, ttlMs) {
      await redis.set(k(key), `${KEPT}${text}`, 'PX', ttlMs);
    },
    async kept(key) {
      const value = await redis.get(k(key));
      return value?.startsWith(KEPT) ? value.slice(KEPT.length) : null;
    },
  };
}

/**
 * Counters that never take a request down with Redis: each call goes to `shared`, and when it
 * fails (Redis stopped, or frozen past its command timeout) to a per-process `local` store, as the
 * rate limits do. Counting is a brake, not a gate: a few minutes of per-instance counts are better
 * than refusing every sign-in and reset.
 */
export function createFailOpenCounters(
  shared: CounterStore,
  local: CounterStore,
  onFailure: (error: unknown) => void,
): CounterStore {
  const guarded =
    <A extends unknown[], R>(call: (store: CounterStore, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(shared, ...args);
      } catch (error) {
        onFailure(error);
        return call(local, ...args);
      }
    };
  return {
    increment: guarded((store, key: string, windowMs: number) => store.increment(key, windowMs)),
    hit: guarded((store, key: string, windowMs: number) => store.hit(key, windowMs)),
    count: guarded((store, key: string) => store.count(key)),
    reset: guarded((store, key: string) => store.reset(key)),
    claim: guarded((store, key: string, ttlMs: number) => store.claim(key, ttlMs)),
    keep: guarded((store, key: string, text: string, ttlMs: number) =>
      store.keep(key, text, ttlMs),
    ),
    kept: guarded((store, key: string) => store.kept(key)),
  };
}

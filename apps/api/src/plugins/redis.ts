/**
 * One Redis connection per app when REDIS_URL is set (rate limits and counters share it), and the
 * counter store built on it — or on memory when there is no Redis.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Clock } from '../lib/clock.ts';
import {
  createFailOpenCounters,
  createMemoryCounters,
  createRedisCounters,
  type CounterStore,
} from '../lib/counters.ts';

/** How long a Redis command may take before it counts as failed (and the caller fails open). */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | null;
    counters: CounterStore;
  }
}

export interface RedisPluginOptions {
  redisUrl?: string | undefined;
  /** Prefix for every key, so separate deployments (or test runs) never share counters. */
  namespace: string;
  clock: Clock;
}

function waitUntilReady(redis: Redis, timeoutMs: number) {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      redis.off('ready', onReady);
      reject(new Error(`no connection to Redis within ${timeoutMs} ms`));
    }, timeoutMs);
    const onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    redis.once('ready', onReady);
  });
}

export const redisPlugin = fp(
  async (app: FastifyInstance, options: RedisPluginOptions) => {
    let redis: Redis | null = null;
    if (options.redisUrl) {
      redis = new Redis(options.redisUrl, {
        connectTimeout: 2000,
        // A frozen Redis answers nothing: give up on a command after half a second…
        commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
        maxRetriesPerRequest: 1,
        // …and a stopped one fails commands at once instead of queueing them until it is back.
        enableOfflineQueue: false,
      });
      redis.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
      // Without an offline queue, commands before the first connection would fail: wait for it,
      // but not for long; a Redis that is down at start is counted around until it is back.
      await waitUntilReady(redis, 2000).catch((error: unknown) =>
        app.log.warn({ err: error }, 'redis not ready at start; counting in this process'),
      );
      app.addHook('onClose', async () => {
        await redis?.quit().catch(() => redis?.disconnect());
      });
    }
    app.decorate('redis', redis);
    const local = createMemoryCounters(() => options.clock.now().getTime());
    app.decorate(
      'counters',
      redis
        ? createFailOpenCounters(
            createRedisCounters(redis, `${options.namespace}c:`),
            local,
            (error) =>
              app.log.warn({ err: error }, 'redis counters unavailable; counting in this process'),
          )
        : local,
    );
  },
  { name: 'sendero-redis' },
);

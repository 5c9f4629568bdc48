/**
 * One Redis connection per app when REDIS_URL is set (rate limits and counters share it), and the
 * counter store built on it — or on memory when there is no Redis.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Clock } from '../lib/clock.ts';
import { createMemoryCounters, createRedisCounters, type CounterStore } from '../lib/counters.ts';

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

export const redisPlugin = fp(
  async (app: FastifyInstance, options: RedisPluginOptions) => {
    let redis: Redis | null = null;
    if (options.redisUrl) {
      redis = new Redis(options.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
      redis.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
      app.addHook('onClose', async () => {
        await redis?.quit().catch(() => redis?.disconnect());
      });
    }
    app.decorate('redis', redis);
    app.decorate(
      'counters',
      redis
        ? createRedisCounters(redis, `${options.namespace}c:`)
        : createMemoryCounters(() => options.clock.now().getTime()),
    );
  },
  { name: 'sendero-redis' },
);

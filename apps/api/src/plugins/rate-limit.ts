/**
 * Rate limits, opt-in per route (`config.rateLimit`). Counters live in memory for one process,
 * or in Redis (the app's counters) when REDIS_URL is set so every instance shares them, and in
 * memory again while Redis is stopped or frozen.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../lib/http-errors.ts';
import { counterRateLimitStore } from '../lib/rate-limit-store.ts';

export interface RateLimitOptions {
  namespace: string;
  /** Scales every route's `max` (RATE_LIMIT_FACTOR). */
  factor: number;
}

export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: RateLimitOptions) => {
    if (options.factor !== 1) {
      // Runs before @fastify/rate-limit's own onRoute hook, which reads the route's limit.
      app.addHook('onRoute', (route) => {
        const limit = (route.config as { rateLimit?: { max?: unknown } } | undefined)?.rateLimit;
        if (limit && typeof limit.max === 'number') {
          route.config = {
            ...route.config,
            rateLimit: { ...limit, max: Math.round(limit.max * options.factor) },
          };
        }
      });
    }
    await app.register(rateLimit, {
      global: false,
      // With Redis, the app's counters: shared through Redis, and in this process while Redis
      // is down (the log says so), so no limit lapses with it. Without, the plugin's own memory.
      ...(app.redis ? { store: counterRateLimitStore(app.counters, 'rl:') } : {}),
      // The counters fall back rather than fail; should one fail anyway, serve the request
      // rather than lock everyone out.
      skipOnError: true,
      errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl),
    });
  },
  {
    name: 'sendero-rate-limit',
    // Shares the app's Redis connection when there is one.
    dependencies: ['sendero-redis'],
  },
);

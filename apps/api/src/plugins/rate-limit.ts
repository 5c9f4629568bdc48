/**
 * Rate limits, opt-in per route (`config.rateLimit`). Counters live in memory for one process,
 * or in Redis (the app's shared connection) when REDIS_URL is set so every instance shares them.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../lib/http-errors.ts';

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
      ...(app.redis ? { redis: app.redis, nameSpace: `${options.namespace}rl:` } : {}),
      // If Redis is down, serve the request rather than lock everyone out; the log says why.
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

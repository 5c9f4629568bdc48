/**
 * Rate limits, opt-in per route (`config.rateLimit`). Counters live in memory for one process,
 * or in Redis when REDIS_URL is set so every instance shares them.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { ERROR_CODES } from '@sendero/contract';
import { HttpError } from '../lib/http-errors.ts';

export interface RateLimitOptions {
  redisUrl?: string | undefined;
  /** Namespaces the Redis keys, so separate deployments (or test runs) never share counters. */
  namespace?: string;
}

export const rateLimitPlugin = fp(async (app: FastifyInstance, options: RateLimitOptions) => {
  let redis: Redis | undefined;
  if (options.redisUrl) {
    redis = new Redis(options.redisUrl, {
      connectTimeout: 2000,
      maxRetriesPerRequest: 1,
      lazyConnect: false,
    });
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => redis?.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: options.namespace ?? 'sendero-rl:' } : {}),
    // If Redis is down, serve the request rather than lock everyone out; the log says why.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new HttpError(
        429,
        ERROR_CODES.rateLimited,
        `Too many requests. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
        undefined,
        { 'retry-after': String(seconds) },
      );
    },
  });
});

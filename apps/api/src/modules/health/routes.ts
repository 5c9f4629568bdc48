import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, apiError } from '@sendero/contract';
import { RETRY_AFTER_SECONDS } from '../../lib/http-errors.ts';
import { checkWithin, READY_CHECK_TIMEOUT_MS, type CheckResult } from './checks.ts';

const check = z.object({ status: z.enum(['up', 'down', 'timeout']), ms: z.number() });
const checks = z.object({ database: check, redis: check.optional() });

/**
 * Liveness touches nothing; readiness asks each dependency, each within its own timeout and all at
 * once, so /readyz answers in about a second whatever is frozen. The database decides readiness:
 * without it no request can be served. Redis is reported but does not: counters fail open to the
 * process while it is away (plugins/redis.ts), and since every instance shares it, answering 503
 * for it would take the whole site out of the load balancer for a dependency the site can do
 * without. Mail has no check: it is queued in the database and retried (mail/outbox.ts).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { hide: true, response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        hide: true,
        response: {
          200: z.object({
            status: z.enum(['ready', 'degraded']),
            database: z.string(),
            checks,
          }),
          503: apiError.extend({ checks }),
        },
      },
    },
    async (request, reply) => {
      const { redis } = app;
      const [database, redisCheck] = await Promise.all([
        checkWithin(READY_CHECK_TIMEOUT_MS, () => app.database.ping(READY_CHECK_TIMEOUT_MS)),
        redis ? checkWithin(READY_CHECK_TIMEOUT_MS, () => redis.ping()) : undefined,
      ]);
      const results: Record<string, CheckResult> = { database };
      if (redisCheck) results['redis'] = redisCheck;
      for (const [name, result] of Object.entries(results)) {
        if (result.error !== undefined) {
          request.log.warn({ err: result.error, dependency: name }, 'readiness check failed');
        }
      }
      const body = {
        database: database.summary,
        ...(redisCheck ? { redis: redisCheck.summary } : {}),
      };
      if (database.summary.status !== 'up') {
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        return reply.status(503).send({
          error: ERROR_CODES.unavailable,
          message: 'The database is not reachable.',
          checks: body,
        });
      }
      return {
        status: redisCheck && redisCheck.summary.status !== 'up' ? 'degraded' : 'ready',
        database: app.database.kind,
        checks: body,
      } as const;
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, apiError } from '@sendero/contract';
import { RETRY_AFTER_SECONDS } from '../../lib/http-errors.ts';

/** Liveness touches nothing; readiness proves the database answers. */
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
          200: z.object({ status: z.literal('ready'), database: z.string() }),
          503: apiError,
        },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ready' as const, database: app.database.kind };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        return reply.status(503).send({
          error: ERROR_CODES.unavailable,
          message: 'The database is not reachable.',
        });
      }
    },
  );
};

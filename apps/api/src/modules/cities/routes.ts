import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { citySummary } from '@sendero/contract';
import { listCities } from '@sendero/db';

export const cityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/cities',
    {
      schema: {
        tags: ['content'],
        summary: 'Every city, México (id 4) included, in curated order',
        response: { 200: z.array(citySummary) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=600');
      return listCities(app.db);
    },
  );
};

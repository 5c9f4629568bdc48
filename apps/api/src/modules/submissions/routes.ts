import { z } from 'zod';
import { apiError, formSendHeaders, MEXICO_CITY_ID, submissionBody } from '@sendero/contract';
import { guessCity, submissions } from '@sendero/db';
import { FORM_RATE_LIMIT } from '../../limits.ts';
import { routeModule } from '../../lib/route-module.ts';
import { takenOnce } from '../../lib/repeated-sends.ts';

export const submissionRoutes = routeModule('submissions', ['sendero-rate-limit'], async (app) => {
  app.post(
    '/api/submissions',
    {
      config: { rateLimit: FORM_RATE_LIMIT },
      ...takenOnce(app.counters),
      schema: {
        tags: ['forms'],
        summary: 'Share a favourite spot or experience with the community',
        headers: formSendHeaders,
        body: submissionBody,
        response: {
          201: z.object({ id: z.number(), status: z.literal('new') }),
          400: apiError,
          409: apiError,
          429: apiError,
        },
      },
    },
    async (request, reply) => {
      // The city it names, so the editors' inbox can be filtered by city from the start.
      const cityId = await guessCity(app.db, {
        text: request.body.message,
        countryLevelId: MEXICO_CITY_ID,
      });
      const [row] = await app.db
        .insert(submissions)
        .values({ ...request.body, status: 'new', cityId })
        .returning({ id: submissions.id });
      return reply.status(201).send({ id: row!.id, status: 'new' as const });
    },
  );
});

import { z } from 'zod';
import { apiError, contactMessageBody, formSendHeaders } from '@sendero/contract';
import { FORM_RATE_LIMIT } from '../../limits.ts';
import { receiveContactMessage } from './service.ts';
import { routeModule } from '../../lib/route-module.ts';
import { takenOnce } from '../../lib/repeated-sends.ts';

export const contactRoutes = routeModule('contact', ['sendero-rate-limit'], async (app) => {
  app.post(
    '/api/emails/contact',
    {
      config: { rateLimit: FORM_RATE_LIMIT },
      ...takenOnce(app.counters),
      schema: {
        tags: ['forms'],
        summary: 'Send a message to the Sendero team',
        headers: formSendHeaders,
        body: contactMessageBody,
        response: {
          202: z.object({ id: z.number(), status: z.literal('received') }),
          400: apiError,
          409: apiError,
          429: apiError,
        },
      },
    },
    async (request, reply) => {
      const id = await receiveContactMessage(
        app.db,
        request.body,
        app.config.CONTACT_TO,
        app.clock.now(),
      );
      app.outbox.kick();
      return reply.status(202).send({ id, status: 'received' as const });
    },
  );
});

/**
 * A trip opened by its share link: read-only, for anyone with the link, signed in or not. Never
 * kept by a cache, and never indexed (X-Robots-Tag): the link is private to whoever was given it.
 */
import { apiError, sharedTripParams, tripDetail } from '@sendero/contract';
import { sharedTrip } from './service.ts';
import { routeModule } from '../../lib/route-module.ts';

export const sharedTripRoutes = routeModule('shared-trips', [], async (app) => {
  app.get(
    '/api/shared-trips/:token',
    {
      config: { cache: 'personal' },
      schema: {
        tags: ['trips'],
        summary: 'A trip opened by its read-only share link',
        params: sharedTripParams,
        response: { 200: tripDetail, 400: apiError, 404: apiError },
      },
    },
    async (request, reply) => {
      reply.header('x-robots-tag', 'noindex');
      return sharedTrip(app.db, app.travelTimes, request.params.token);
    },
  );
});

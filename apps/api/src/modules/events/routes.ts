import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventItem, eventListQuery } from '@sendero/contract';
import { getCityName } from '@sendero/db';
import { buildEventsFeed } from './ics.ts';
import { listEvents } from './service.ts';

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/events',
    {
      config: { cache: 'events' },
      schema: {
        tags: ['content'],
        summary:
          'Upcoming events, those under way included (yearly ones at their current or next run), sorted by first day and start time',
        querystring: eventListQuery,
        response: { 200: z.array(eventItem) },
      },
    },
    async (request) => {
      const events = await listEvents(app.db, request.query, app.clock.now());
      return events.map(({ updatedAt: _updatedAt, ...event }) => event);
    },
  );

  app.get(
    '/api/events.ics',
    {
      config: { cache: 'events' },
      schema: {
        tags: ['content'],
        summary: 'The same events as an iCalendar feed that calendar apps can subscribe to',
        querystring: eventListQuery,
        produces: ['text/calendar'],
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const [events, cityName] = await Promise.all([
        listEvents(app.db, request.query, now),
        request.query.cityId === undefined
          ? Promise.resolve(null)
          : getCityName(app.db, request.query.cityId),
      ]);
      const calendar = buildEventsFeed(events, { now, cityName });
      return reply
        .header('content-disposition', 'inline; filename="sendero-events.ics"')
        .type('text/calendar; charset=utf-8')
        .send(calendar);
    },
  );
};

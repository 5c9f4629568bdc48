/**
 * The signed-in traveller's saved events (issue 34): bearer token required everywhere, personal
 * data never cached, every call on the caller's own list only.
 */
import { z } from 'zod';
import { apiError, eventItem, idParam, savedEventIdsBody } from '@sendero/contract';
import { routeModule } from '../../lib/route-module.ts';
import { saveEvents, savedEventsOf, unsaveEvents } from './service.ts';

const PATH = '/api/saved-events';
const errors = { 400: apiError, 401: apiError, 404: apiError };
const tags = ['saved'];
/** Personal data: never stored by any cache, error answers included. */
const config = { cache: 'personal' } as const;
const savedList = z.array(eventItem);

export const savedEventsRoutes = routeModule('saved-events', ['sendero-auth'], async (app) => {
  app.addHook('preHandler', app.requireUser);
  const deps = { db: app.db, clock: app.clock };
  const owner = (request: { auth: { userId: number } | null }) => ({
    userId: request.auth!.userId,
  });

  app.get(
    PATH,
    {
      config,
      schema: {
        tags,
        summary:
          'The events the signed-in user saved, in the order saved, each at its run under way or next (ones that are over left out)',
        response: { 200: savedList, ...errors },
      },
    },
    async (request) => savedEventsOf(deps, owner(request)),
  );

  app.post(
    PATH,
    {
      config,
      schema: {
        tags,
        summary:
          'Save several events at once (the ones saved on a device before signing in); unknown ids are skipped. Answers the whole list',
        body: savedEventIdsBody,
        response: { 200: savedList, ...errors },
      },
    },
    async (request) => {
      await saveEvents(deps, {
        ...owner(request),
        eventIds: request.body.eventIds,
        skipMissing: true,
      });
      return savedEventsOf(deps, owner(request));
    },
  );

  app.put(
    `${PATH}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'Save an event (saving it again changes nothing)',
        params: idParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await saveEvents(deps, {
        ...owner(request),
        eventIds: [request.params.id],
        skipMissing: false,
      });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    `${PATH}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'Remove a saved event (removing one that is not saved changes nothing)',
        params: idParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await unsaveEvents(deps, { ...owner(request), eventId: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    PATH,
    {
      config,
      schema: {
        tags,
        summary: 'Remove every saved event of the signed-in user',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await unsaveEvents(deps, owner(request));
      return reply.status(204).send(null);
    },
  );
});

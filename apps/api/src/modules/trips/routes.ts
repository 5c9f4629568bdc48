/** Trips (issue 31): the signed-in traveller's own, personal data never cached. */
import { z } from 'zod';
import {
  addTripItemsBody,
  apiError,
  createTripBody,
  idParam,
  moveTripEventBody,
  moveTripItemBody,
  offlineTripChangesAnswer,
  offlineTripChangesBody,
  tripDetail as tripDetailSchema,
  tripEventParams,
  tripItemParams,
  tripList,
  tripShareAnswer,
  updateTripBody,
} from '@sendero/contract';
import {
  addToTrip,
  applyOfflineTripChanges,
  changeTrip,
  createTrip,
  moveEventInTrip,
  moveInTrip,
  removeEventFromTrip,
  removeFromTrip,
  removeTrip,
  shareTrip,
  tripDetail,
  tripsOf,
  unshareTrip,
} from './service.ts';
import { tripCalendar, tripGpx } from './exports.ts';
import { routeModule } from '../../lib/route-module.ts';
import { slugify } from '../../lib/slug.ts';

/** A download's file name from the trip's: letters, digits and hyphens only. */
function fileName(name: string): string {
  return slugify(name) || 'trip';
}

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
const tags = ['trips'];
const config = { cache: 'personal' } as const;

export const tripsRoutes = routeModule('trips', ['sendero-auth'], async (app) => {
  // Before validation: a caller who is not signed in learns nothing about the body's rules.
  app.addHook('preValidation', app.requireUser);
  const caller = (request: { auth: { userId: number } | null }) => ({
    db: app.db,
    userId: request.auth!.userId,
    routing: app.travelTimes,
  });

  app.get(
    '/api/trips',
    {
      config,
      schema: {
        tags,
        summary: "The signed-in traveller's trips, most recently changed first",
        response: { 200: tripList, ...errors },
      },
    },
    async (request) => tripsOf(caller(request)),
  );

  app.post(
    '/api/trips',
    {
      config,
      schema: {
        tags,
        summary: 'Start a trip: a name, a destination, a first day and 1–14 days',
        body: createTripBody,
        response: { 201: tripDetailSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createTrip(caller(request), request.body)),
  );

  app.get(
    '/api/trips/:id',
    {
      config,
      schema: {
        tags,
        summary: 'A trip with its places, each with its open hours on its day',
        params: idParam,
        response: { 200: tripDetailSchema, ...errors },
      },
    },
    async (request) => tripDetail(caller(request), request.params.id),
  );

  app.patch(
    '/api/trips/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Rename a trip, move its dates, change its length or how each day starts',
        params: idParam,
        body: updateTripBody,
        response: { 200: tripDetailSchema, ...errors },
      },
    },
    async (request) => changeTrip(caller(request), request.params.id, request.body),
  );

  app.delete(
    '/api/trips/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a trip and its places',
        params: idParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeTrip(caller(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/trips/:id/share',
    {
      config,
      schema: {
        tags,
        summary: 'Open a read-only share link (shown once; sharing again replaces the link before)',
        params: idParam,
        response: { 201: tripShareAnswer, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await shareTrip(caller(request), request.params.id)),
  );

  app.delete(
    '/api/trips/:id/share',
    {
      config,
      schema: {
        tags,
        summary: "Turn a trip's share link off",
        params: idParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await unshareTrip(caller(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/trips/:id/export.ics',
    {
      config,
      schema: {
        tags,
        summary:
          'The trip as an iCalendar file: each planned place an event at its time, in the city’s zone',
        params: idParam,
        produces: ['text/calendar'],
      },
    },
    async (request, reply) => {
      const trip = await tripDetail(caller(request), request.params.id);
      const calendar = tripCalendar(trip, {
        stamp: app.clock.now(),
        publicUrl: app.config.publicUrl,
      });
      return reply
        .header('content-disposition', `attachment; filename="${fileName(trip.name)}.ics"`)
        .type('text/calendar; charset=utf-8')
        .send(calendar);
    },
  );

  app.get(
    '/api/trips/:id/export.gpx',
    {
      config,
      schema: {
        tags,
        summary: 'The trip as GPX: its places as waypoints and a route per day',
        params: idParam,
        produces: ['application/gpx+xml'],
      },
    },
    async (request, reply) => {
      const trip = await tripDetail(caller(request), request.params.id);
      return reply
        .header('content-disposition', `attachment; filename="${fileName(trip.name)}.gpx"`)
        .type('application/gpx+xml; charset=utf-8')
        .send(tripGpx(trip));
    },
  );

  app.post(
    '/api/trips/:id/items',
    {
      config,
      schema: {
        tags,
        summary:
          "Add a spot, a tour's stops in their order, or an event on one of its dates, to a day or to the unplanned list",
        params: idParam,
        body: addTripItemsBody,
        response: { 201: tripDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addToTrip(caller(request), request.params.id, request.body)),
  );

  app.patch(
    '/api/trips/:id/items/:itemId',
    {
      config,
      schema: {
        tags,
        summary: 'Move a place to a day and position, or off the days; pin it there or not',
        params: tripItemParams,
        body: moveTripItemBody,
        response: { 200: tripDetailSchema, ...errors },
      },
    },
    async (request) =>
      moveInTrip(caller(request), request.params.id, request.params.itemId, request.body),
  );

  app.delete(
    '/api/trips/:id/items/:itemId',
    {
      config,
      schema: {
        tags,
        summary: 'Take a place off the trip',
        params: tripItemParams,
        response: { 200: tripDetailSchema, ...errors },
      },
    },
    async (request) => removeFromTrip(caller(request), request.params.id, request.params.itemId),
  );

  app.post(
    '/api/trips/:id/offline-changes',
    {
      config,
      schema: {
        tags,
        summary:
          'Send the changes a phone made offline: the later edit of each place wins, and the answer says what was changed elsewhere',
        params: idParam,
        body: offlineTripChangesBody,
        response: { 200: offlineTripChangesAnswer, ...errors },
      },
    },
    async (request) => applyOfflineTripChanges(caller(request), request.params.id, request.body),
  );

  app.patch(
    '/api/trips/:id/events/:entryId',
    {
      config,
      schema: {
        tags,
        summary: 'Move an event of the trip to another day when it is on, or off the days',
        params: tripEventParams,
        body: moveTripEventBody,
        response: { 200: tripDetailSchema, ...errors },
      },
    },
    async (request) =>
      moveEventInTrip(caller(request), request.params.id, request.params.entryId, request.body),
  );

  app.delete(
    '/api/trips/:id/events/:entryId',
    {
      config,
      schema: {
        tags,
        summary: 'Take an event off the trip',
        params: tripEventParams,
        response: { 200: tripDetailSchema, ...errors },
      },
    },
    async (request) =>
      removeEventFromTrip(caller(request), request.params.id, request.params.entryId),
  );
});

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiError,
  bookmarkTargetQuery,
  bookmarkedResponse,
  favoriteExistsQuery,
  favoritedResponse,
  idParam,
  savedPage,
  savedPageQuery,
  savedTypeParam,
} from '@sendero/contract';
import {
  bookmark,
  bookmarkIds,
  isBookmarked,
  isFavorited,
  savedPage as loadSavedPage,
  toggleFavorite,
  unbookmark,
} from './service.ts';

const errors = { 400: apiError, 401: apiError, 404: apiError };
const typeParams = z.object({ type: savedTypeParam });

/** Bookmarks and favourites: bearer token required everywhere, personal data never cached. */
export const savedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireUser);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const me = (request: { auth: { userId: number } | null }) => request.auth!.userId;

  app.get(
    '/api/bookmarks/exists',
    {
      schema: {
        tags: ['saved'],
        querystring: bookmarkTargetQuery,
        response: { 200: bookmarkedResponse, ...errors },
      },
    },
    async (request) => ({
      bookmarked: await isBookmarked(
        app,
        me(request),
        request.query.targetType,
        request.query.targetId,
      ),
    }),
  );

  app.get(
    '/api/bookmarks/:type/ids',
    {
      schema: {
        tags: ['saved'],
        params: typeParams,
        response: { 200: z.array(z.number()), ...errors },
      },
    },
    async (request) => bookmarkIds(app, me(request), request.params.type),
  );

  app.post(
    '/api/bookmarks',
    {
      schema: {
        tags: ['saved'],
        querystring: bookmarkTargetQuery,
        response: { 200: bookmarkedResponse, ...errors },
      },
    },
    async (request) => {
      await bookmark(app, me(request), request.query.targetType, request.query.targetId);
      return { bookmarked: true };
    },
  );

  app.delete(
    '/api/bookmarks',
    {
      schema: {
        tags: ['saved'],
        querystring: bookmarkTargetQuery,
        response: { 200: bookmarkedResponse, ...errors },
      },
    },
    async (request) => {
      await unbookmark(app, me(request), request.query.targetType, request.query.targetId);
      return { bookmarked: false };
    },
  );

  app.get(
    '/api/favorites/exists',
    {
      schema: {
        tags: ['saved'],
        querystring: favoriteExistsQuery,
        response: { 200: favoritedResponse, ...errors },
      },
    },
    async (request) => ({
      favorited: await isFavorited(app, me(request), request.query.type, request.query.targetId),
    }),
  );

  app.post(
    '/api/favorites/:type/:id',
    {
      schema: {
        tags: ['saved'],
        params: typeParams.extend({ id: idParam.shape.id }),
        response: { 200: favoritedResponse, ...errors },
      },
    },
    async (request) => ({
      favorited: await toggleFavorite(app, me(request), request.params.type, request.params.id),
    }),
  );
  // The two paged lists differ only in which saves they read.
  for (const [kind, path] of [
    ['bookmark', '/api/bookmarks/:type'],
    ['favorite', '/api/favorites/:type'],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags: ['saved'],
          params: typeParams,
          querystring: savedPageQuery,
          response: { 200: savedPage, ...errors },
        },
      },
      async (request) => loadSavedPage(app, kind, me(request), request.params.type, request.query),
    );
  }
};

/**
 * Bookmarks and favourites: bearer token required everywhere, personal data never cached. The two
 * lists share their handlers; what differs between them (paths, query names, the answer's flag,
 * and which of add/remove or toggle they offer) is spelled out in `SAVED_LISTS`.
 */
import { z } from 'zod';
import {
  apiError,
  bookmarkTargetQuery,
  idParam,
  savedPage,
  savedPageQuery,
  savedTypeParam,
  type SavedType,
} from '@sendero/contract';
import type { SavedKind } from '@sendero/db';
import { SAVED_LISTS } from './lists.ts';
import {
  isSavedBy,
  save,
  savedPage as loadSavedPage,
  savedTargetIds,
  toggle,
  unsave,
} from './service.ts';
import { routeModule } from '../../lib/route-module.ts';

const errors = { 400: apiError, 401: apiError, 404: apiError };
const typeParams = z.object({ type: savedTypeParam });
const tags = ['saved'];
/** Personal data: never stored by any cache, error answers included. */
const config = { cache: 'personal' } as const;

export const savedRoutes = routeModule('saved', ['sendero-auth'], async (app) => {
  app.addHook('preHandler', app.requireUser);
  const deps = { db: app.db, clock: app.clock };
  /** The signed-in caller's list of one kind of target (requireUser has run). */
  const listOf = (
    request: { auth: { userId: number } | null },
    kind: SavedKind,
    type: SavedType,
  ) => ({ kind, userId: request.auth!.userId, type });

  for (const list of Object.values(SAVED_LISTS)) {
    app.get(
      `${list.path}/exists`,
      {
        config,
        schema: {
          tags,
          summary: `Whether the signed-in user ${list.verb} a tour or spot`,
          querystring: list.existsQuery,
          response: { 200: list.flagResponse, ...errors },
        },
      },
      async (request) => {
        const { type, targetId } = request.query;
        return list.answer(
          await isSavedBy(deps, { ...listOf(request, list.kind, type), targetId }),
        );
      },
    );

    app.get(
      `${list.path}/:type`,
      {
        config,
        schema: {
          tags,
          summary: `A page of the tours or spots the signed-in user ${list.verb}, newest first`,
          params: typeParams,
          querystring: savedPageQuery,
          response: { 200: savedPage, ...errors },
        },
      },
      async (request) =>
        loadSavedPage(deps, {
          ...listOf(request, list.kind, request.params.type),
          window: request.query,
        }),
    );
  }

  const bookmarks = SAVED_LISTS.bookmark;
  app.get(
    `${bookmarks.path}/:type/ids`,
    {
      config,
      schema: {
        tags,
        summary: 'The ids of every tour or spot the signed-in user bookmarked, newest first',
        params: typeParams,
        response: { 200: z.array(z.number()), ...errors },
      },
    },
    async (request) => savedTargetIds(deps, listOf(request, 'bookmark', request.params.type)),
  );

  // Bookmarks are set and cleared explicitly, so repeating either call changes nothing.
  for (const [method, saved, summary] of [
    ['POST', true, 'Bookmark a tour or spot (bookmarking it again changes nothing)'],
    ['DELETE', false, 'Remove a bookmark (removing a missing one changes nothing)'],
  ] as const) {
    app.route({
      method,
      url: bookmarks.path,
      config,
      schema: {
        tags,
        summary,
        querystring: bookmarkTargetQuery,
        response: { 200: bookmarks.flagResponse, ...errors },
      },
      handler: async (request) => {
        const { targetType, targetId } = request.query;
        const target = { ...listOf(request, 'bookmark', targetType), targetId };
        await (saved ? save(deps, target) : unsave(deps, target));
        return bookmarks.answer(saved);
      },
    });
  }

  // A favourite is a heart: one call flips it.
  const favorites = SAVED_LISTS.favorite;
  app.post(
    `${favorites.path}/:type/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'Favourite a tour or spot, or unfavourite it if it was (answers the new state)',
        params: typeParams.extend({ id: idParam.shape.id }),
        response: { 200: favorites.flagResponse, ...errors },
      },
    },
    async (request) => {
      const { type, id } = request.params;
      return favorites.answer(
        await toggle(deps, { ...listOf(request, 'favorite', type), targetId: id }),
      );
    },
  );
});

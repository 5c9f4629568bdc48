import { apiError, idParam, paged, spotListQuery, spotSummary } from '@sendero/contract';
import { findSpot, findSpots } from './service.ts';
import { personalisePage, withSavedFlagsOne } from '../saved/flags.ts';
import { routeModule } from '../../lib/route-module.ts';

export const spotsRoutes = routeModule('spots', ['sendero-auth'], async (app) => {
  const flagsDeps = { db: app.db, optionalUser: app.optionalUser };
  app.get(
    '/api/spots/popular',
    {
      config: { cache: 'content' },
      schema: {
        tags: ['content'],
        summary: 'Spots, most favourited and bookmarked first',
        querystring: spotListQuery,
        response: { 200: paged(spotSummary), 400: apiError },
      },
    },
    async (request) =>
      personalisePage(
        flagsDeps,
        request,
        'spot',
        await findSpots(app.db, request.query, 'popular'),
      ),
  );

  app.get(
    '/api/spots/:id',
    {
      config: { cache: 'content' },
      schema: {
        tags: ['content'],
        summary: 'A spot',
        params: idParam,
        response: { 200: spotSummary, 400: apiError, 404: apiError },
      },
    },
    async (request) =>
      withSavedFlagsOne(flagsDeps, request, 'spot', await findSpot(app.db, request.params.id)),
  );
});

import { z } from 'zod';
import {
  apiError,
  idParam,
  paged,
  tourCategoryCount,
  tourCategoryQuery,
  tourDetail,
  tourListQuery,
  tourPlan,
  tourPlanQuery,
  tourSummary,
} from '@sendero/contract';
import { findTour, findTours, planTour, tourCategories } from './service.ts';
import { personalisePage, withSavedFlagsOne } from '../saved/flags.ts';
import { routeModule } from '../../lib/route-module.ts';

export const toursRoutes = routeModule('tours', ['sendero-auth'], async (app) => {
  const flagsDeps = { db: app.db, optionalUser: app.optionalUser };
  const list = { 200: paged(tourSummary), 400: apiError };

  app.get(
    '/api/tours',
    {
      config: { cache: 'content' },
      schema: {
        tags: ['content'],
        summary: 'Tours, optionally of one city or category, curated order unless sorted',
        querystring: tourListQuery,
        response: list,
      },
    },
    async (request) =>
      personalisePage(flagsDeps, request, 'tour', await findTours(app.db, request.query)),
  );

  app.get(
    '/api/tours/popular',
    {
      config: { cache: 'content' },
      schema: {
        tags: ['content'],
        summary: 'Tours, most favourited and bookmarked first',
        querystring: tourListQuery,
        response: list,
      },
    },
    async (request) =>
      personalisePage(
        flagsDeps,
        request,
        'tour',
        await findTours(app.db, request.query, 'popular'),
      ),
  );

  app.get(
    '/api/tours/categories',
    {
      config: { cache: 'content' },
      schema: {
        tags: ['content'],
        summary: 'How many tours each interest has, across México or in one city',
        querystring: tourCategoryQuery,
        response: { 200: z.array(tourCategoryCount), 400: apiError },
      },
    },
    async (request) => tourCategories(app.db, request.query.cityId),
  );

  app.get(
    '/api/tours/:id',
    {
      config: { cache: 'content' },
      schema: {
        tags: ['content'],
        summary: 'A tour with its stops in order',
        params: idParam,
        response: { 200: tourDetail, 400: apiError, 404: apiError },
      },
    },
    async (request) =>
      withSavedFlagsOne(flagsDeps, request, 'tour', await findTour(app.db, request.params.id)),
  );

  app.get(
    '/api/tours/:id/plan',
    {
      config: { cache: 'content' },
      schema: {
        tags: ['content'],
        summary:
          'The tour walked on a local date from a local start time: when it reaches each stop and whether the stop is open then',
        params: idParam,
        querystring: tourPlanQuery,
        response: { 200: tourPlan, 400: apiError, 404: apiError },
      },
    },
    async (request) => planTour(app.db, request.params.id, request.query),
  );
});

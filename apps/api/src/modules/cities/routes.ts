import { z } from 'zod';
import {
  apiError,
  cityDetail,
  cityInfo,
  citySummary,
  idParam,
  paged,
  spotListQuery,
  spotSummary,
  tourListQuery,
  tourSummary,
} from '@sendero/contract';
import { listCities } from '@sendero/db';
import { findCity, findCityInfo, findCitySpots, findCityTours } from './service.ts';
import { personalisePage } from '../saved/flags.ts';
import { routeModule } from '../../lib/route-module.ts';

const byId = { 200: cityDetail, 400: apiError, 404: apiError };

export const cityRoutes = routeModule('cities', ['sendero-auth'], async (app) => {
  const flagsDeps = { db: app.db, optionalUser: app.optionalUser };
  app.get(
    '/api/cities',
    {
      config: { cache: 'content' },
      schema: {
        tags: ['content'],
        summary: 'Every city, México (id 4) included, in curated order',
        response: { 200: z.array(citySummary) },
      },
    },
    async () => listCities(app.db),
  );

  app.get(
    '/api/cities/:id',
    {
      config: { cache: 'content' },
      schema: {
        tags: ['content'],
        summary: 'A city with its tour, spot and guide counts',
        params: idParam,
        response: byId,
      },
    },
    async (request) => findCity(app.db, request.params.id),
  );

  app.get(
    '/api/cities/:id/info',
    {
      config: { cache: 'content' },
      schema: {
        tags: ['content'],
        summary: "A city's basics: sections, topics and tips",
        params: idParam,
        response: { 200: cityInfo, 400: apiError, 404: apiError },
      },
    },
    async (request) => findCityInfo(app.db, request.params.id),
  );

  app.get(
    '/api/cities/:id/tours',
    {
      config: { cache: 'content' },
      schema: {
        tags: ['content'],
        summary: "A city's tours, curated order unless sorted",
        params: idParam,
        querystring: tourListQuery.omit({ cityId: true }),
        response: { 200: paged(tourSummary), 400: apiError, 404: apiError },
      },
    },
    async (request) =>
      personalisePage(
        flagsDeps,
        request,
        'tour',
        await findCityTours(app.db, request.params.id, request.query),
      ),
  );

  app.get(
    '/api/cities/:id/spots',
    {
      config: { cache: 'content' },
      schema: {
        tags: ['content'],
        summary: "A city's spots, curated order unless sorted",
        params: idParam,
        querystring: spotListQuery.omit({ cityId: true }),
        response: { 200: paged(spotSummary), 400: apiError, 404: apiError },
      },
    },
    async (request) =>
      personalisePage(
        flagsDeps,
        request,
        'spot',
        await findCitySpots(app.db, request.params.id, request.query),
      ),
  );
});

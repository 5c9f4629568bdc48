import { apiError, searchPage, searchQuery } from '@sendero/contract';
import { search } from './service.ts';
import { routeModule } from '../../lib/route-module.ts';

/** Per IP: a traveller typing (one request per 220 ms pause) stays far below it. */
export const SEARCH_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

export const searchRoutes = routeModule('search', ['sendero-rate-limit'], async (app) => {
  app.get(
    '/api/search',
    {
      config: { rateLimit: SEARCH_RATE_LIMIT, cache: 'search' },
      schema: {
        tags: ['search'],
        summary: 'Cities, tours and spots matching the text, accent- and typo-tolerant',
        querystring: searchQuery,
        response: { 200: searchPage, 400: apiError, 429: apiError },
      },
    },
    async (request) => search(app.db, request.query),
  );
});

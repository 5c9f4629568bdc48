import { apiError, searchPage, searchQuery } from '@sendero/contract';
import { createConcurrencyCap } from '../../lib/concurrency-cap.ts';
import { search } from './service.ts';
import { routeModule } from '../../lib/route-module.ts';

/**
 * Per address, shared between instances through Redis. Sized for carrier-grade NAT, where
 * thousands of phones share one address: 1,200 a minute is a typing traveller's dozen requests
 * for each of a hundred travellers searching in the same minute, and still a wall for a scraper
 * on one address (docs/decisions/0010).
 */
export const SEARCH_RATE_LIMIT = { max: 1200, timeWindow: '1 minute' } as const;

/** Searches one instance runs at once; more are refused at once (503, Retry-After: 1). */
export const SEARCH_MAX_IN_FLIGHT = 16;
export const SEARCH_BUSY_MESSAGE = 'Search is busy right now. Please try again in a moment.';

export interface SearchRouteOptions extends Record<string, unknown> {
  maxInFlight?: number | undefined;
}

export const searchRoutes = routeModule<SearchRouteOptions>(
  'search',
  ['sendero-rate-limit'],
  async (app, options) => {
    const cap = createConcurrencyCap(
      options.maxInFlight ?? SEARCH_MAX_IN_FLIGHT,
      SEARCH_BUSY_MESSAGE,
    );
    app.get(
      '/api/search',
      {
        config: { rateLimit: SEARCH_RATE_LIMIT, cache: 'search' },
        schema: {
          tags: ['search'],
          summary:
            'Cities, tours, spots, guides and events matching the text, accent- and typo-tolerant',
          querystring: searchQuery,
          response: { 200: searchPage, 400: apiError, 429: apiError, 503: apiError },
        },
      },
      async (request) => cap.run(() => search(app.db, request.query, app.clock.now())),
    );
  },
);

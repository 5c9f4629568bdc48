import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiError,
  postDetail,
  postListQuery,
  postSlugParams,
  postSummary,
} from '@sendero/contract';
import { findCityPosts, findPost } from './service.ts';

export const postsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/city-posts',
    {
      config: { cache: 'content' },
      schema: {
        tags: ['content'],
        summary:
          "A city's guide posts in curated order (published only unless publishedOnly=false)",
        querystring: postListQuery,
        response: { 200: z.array(postSummary), 400: apiError },
      },
    },
    async (request) => findCityPosts(app.db, request.query.cityId, request.query.publishedOnly),
  );

  app.get(
    '/api/city-posts/by-slug/:cityId/:slug',
    {
      config: { cache: 'content' },
      schema: {
        tags: ['content'],
        summary: 'A guide post with its sections in order',
        params: postSlugParams,
        response: { 200: postDetail, 400: apiError, 404: apiError },
      },
    },
    async (request) => findPost(app.db, { ...request.params, now: app.clock.now() }),
  );
};

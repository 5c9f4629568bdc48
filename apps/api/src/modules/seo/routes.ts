import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { renderRobots, renderSitemap, sitemapEntries } from './sitemap.ts';

/** sitemap.xml and robots.txt; the share previews themselves are written by the static-web plugin. */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sitemap.xml',
    { config: { cache: 'crawler' }, schema: { hide: true } },
    async (_request, reply) => {
      const entries = await sitemapEntries(app.db);
      return reply
        .type('application/xml; charset=utf-8')
        .send(renderSitemap(entries, app.config.publicUrl));
    },
  );

  app.get(
    '/robots.txt',
    { config: { cache: 'crawler' }, schema: { hide: true } },
    async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send(renderRobots(app.config.publicUrl)),
  );
};

/**
 * Serves the built SPA and the dataset's images from the API process. Unknown paths under /api
 * answer JSON 404; any other page path gets index.html (history fallback) so deep links load, with
 * the page's real status: 404 for a path no page has or an id that names nothing, 400 for a
 * malformed id (the app still shows its own text for both), 301 for the legacy /city/{id} link.
 * Hashed assets are cached for a year; index.html is revalidated on every visit. Content pages get
 * index.html with their own share preview (title, description, Open Graph, JSON-LD) written in;
 * index.html itself is read once at start.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '@sendero/contract';
import { sendCachedReply } from '../lib/cached-reply.ts';
import { renderPreview, resolvePage, type PageOutcome } from '../modules/seo/preview.ts';

export interface StaticWebOptions {
  webDistDir: string;
  imagesDir: string;
}

const YEAR = 'public, max-age=31536000, immutable';
/** Pages are revalidated on every visit (their scripts' names change with each build). */
const PAGE_HEADERS = { cacheControl: 'no-cache', vary: 'Accept-Encoding' };
const DAY = 'public, max-age=86400';

export const staticWebPlugin = fp(
  async (app: FastifyInstance, options: StaticWebOptions) => {
    const indexPath = join(options.webDistDir, 'index.html');
    const hasWeb = existsSync(indexPath);
    const indexHtml = hasWeb ? readFileSync(indexPath, 'utf8') : null;

    await app.register(fastifyStatic, {
      root: options.imagesDir,
      prefix: '/media/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: (res) => res.setHeader('cache-control', DAY),
    });

    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: options.webDistDir,
        prefix: '/',
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: (res, path) => {
          res.setHeader('cache-control', path.includes('/assets/') ? YEAR : 'no-cache');
        },
      });
    } else {
      app.log.warn(
        `No built web app at ${options.webDistDir}; run "npm run build" to serve pages.`,
      );
    }

    const sendIndex = async (request: FastifyRequest, reply: FastifyReply, path = '/') => {
      if (!indexHtml) {
        return reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .send('The web app is not built yet. Run "npm run build" (npm start does it for you).');
      }
      // A page that exists is the same for every visitor: kept like public content answers, and
      // dropped with them when content changes. Other outcomes are looked up each time.
      const cache = app.contentCache;
      const key = `PAGE ${path}`;
      const generation = cache.generation;
      let page = cache.get(key);
      if (!page) {
        const outcome = await pageOutcome(path);
        if (outcome?.status === 301) return reply.redirect(outcome.location, 301);
        if (outcome === null || outcome.status !== 200) {
          // A missing or malformed page, or a failed lookup (database trouble): the plain app,
          // not kept, with the page's status; the app shows its own text.
          return reply
            .status(outcome?.status ?? 200)
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-cache')
            .send(indexHtml);
        }
        const html = outcome.preview
          ? renderPreview(indexHtml, outcome.preview, app.config.publicUrl, path)
          : indexHtml;
        page = cache.set(key, html, 'text/html; charset=utf-8', generation);
      }
      return sendCachedReply(request, reply, page, PAGE_HEADERS);
    };

    /** Database trouble must not keep the app from loading: the page then shows its own error. */
    const pageOutcome = async (path: string): Promise<PageOutcome | null> => {
      try {
        return await resolvePage(app.db, app.config.publicUrl, path);
      } catch (error) {
        app.log.warn({ err: error, path }, 'page lookup failed; serving the plain page');
        return null;
      }
    };

    // The page, not an API operation: left out of the OpenAPI document.
    app.get('/', { schema: { hide: true } }, (request, reply) => sendIndex(request, reply));

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !path.startsWith('/api/') &&
        path !== '/api' &&
        !path.startsWith('/media/') &&
        !path.startsWith('/assets/');
      if (isPage) return sendIndex(request, reply, path);
      return reply.status(404).send({
        error: ERROR_CODES.notFound,
        message: `No route for ${request.method} ${path}.`,
      });
    });
  },
  {
    name: 'sendero-static-web',
    // Share previews read content from the database and links from the public URL.
    decorators: { fastify: ['db', 'config', 'contentCache'] },
  },
);

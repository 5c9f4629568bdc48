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
import { loadPageRenderer } from '../lib/page-renderer.ts';
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

    const renderer = hasWeb ? await loadPageRenderer(app, options.webDistDir) : null;
    if (hasWeb && !renderer) {
      app.log.warn('No server renderer next to the web app; pages are sent unrendered.');
    }

    const sendIndex = async (request: FastifyRequest, reply: FastifyReply, path = '/') => {
      if (!indexHtml) {
        return reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .send('The web app is not built yet. Run "npm run build" (npm start does it for you).');
      }
      // A page is the same for every visitor (nothing personal is rendered): kept like public
      // content answers and dropped with them when content changes. Only pages without a query
      // string are kept, so no one can fill the cache with made-up URLs.
      const query = request.url.slice(path.length);
      const cacheable = query === '';
      const cache = app.contentCache;
      const key = `PAGE ${path}`;
      const generation = cache.generation;
      let page = cacheable ? cache.get(key) : undefined;
      if (!page) {
        const answer = await pageAnswer(request, path, query, indexHtml);
        if (answer.kind === 'redirect') return reply.redirect(answer.location, answer.status);
        if (answer.status !== 200) {
          // A missing or malformed page, or trouble: sent with its status, never kept.
          return reply
            .status(answer.status)
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-cache')
            .send(answer.html);
        }
        if (!cacheable) {
          return reply
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-cache')
            .send(answer.html);
        }
        page = cache.set(key, answer.html, 'text/html; charset=utf-8', generation);
      }
      return sendCachedReply(request, reply, page, PAGE_HEADERS);
    };

    /**
     * The page's answer: rendered by the web app's server renderer into index.html, with its share
     * preview in the head. Without a renderer (a checkout that built no dist-server), or when the
     * render fails, the plain index.html with the page's status: the browser then renders it.
     */
    const pageAnswer = async (
      request: FastifyRequest,
      path: string,
      query: string,
      template: string,
    ): Promise<
      | { kind: 'redirect'; status: number; location: string }
      | { kind: 'page'; status: number; html: string }
    > => {
      const outcome = await pageOutcome(path);
      if (outcome?.status === 301)
        return { kind: 'redirect', status: 301, location: outcome.location };
      const withPreview =
        outcome?.status === 200 && outcome.preview
          ? renderPreview(template, outcome.preview, app.config.publicUrl, path)
          : template;
      if (!renderer) return { kind: 'page', status: outcome?.status ?? 200, html: withPreview };
      try {
        const rendered = await renderer.render(`${path}${query}`, request.ip);
        if (rendered.kind === 'redirect') return rendered;
        const html = withPreview.replace(
          /<div id="root"><\/div>/,
          () => `<div id="root">${rendered.html}</div>\n    ${rendered.stateScript}`,
        );
        return { kind: 'page', status: rendered.status, html };
      } catch (error) {
        request.log.error({ err: error, path }, 'page render failed; sending the page unrendered');
        return { kind: 'page', status: outcome?.status ?? 200, html: withPreview };
      }
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

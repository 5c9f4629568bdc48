/**
 * Serves the built SPA and the dataset's images from the API process. Unknown paths under /api
 * answer JSON 404; any other page path gets index.html (history fallback) so deep links load.
 * Hashed assets are cached for a year; index.html is revalidated on every visit. Content pages get
 * index.html with their own share preview (title, description, Open Graph, JSON-LD) written in;
 * index.html itself is read once at start.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '@sendero/contract';
import { previewFor, renderPreview } from '../modules/seo/preview.ts';

export interface StaticWebOptions {
  webDistDir: string;
  imagesDir: string;
}

const YEAR = 'public, max-age=31536000, immutable';
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

    const sendIndex = async (reply: FastifyReply, path = '/') => {
      if (!indexHtml) {
        return reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .send('The web app is not built yet. Run "npm run build" (npm start does it for you).');
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(await pageHtml(indexHtml, path));
    };

    /** A page that cannot be previewed (unknown id, database trouble) still loads the app. */
    const pageHtml = async (html: string, path: string) => {
      try {
        const preview = await previewFor(app.db, app.config.publicUrl, path);
        return preview ? renderPreview(html, preview, app.config.publicUrl, path) : html;
      } catch (error) {
        app.log.warn({ err: error, path }, 'share preview failed; serving the plain page');
        return html;
      }
    };

    // The page, not an API operation: left out of the OpenAPI document.
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !path.startsWith('/api/') &&
        path !== '/api' &&
        !path.startsWith('/media/') &&
        !path.startsWith('/assets/');
      if (isPage) return sendIndex(reply, path);
      return reply.status(404).send({
        error: ERROR_CODES.notFound,
        message: `No route for ${request.method} ${path}.`,
      });
    });
  },
  {
    name: 'sendero-static-web',
    // Share previews read content from the database and links from the public URL.
    decorators: { fastify: ['db', 'config'] },
  },
);

/**
 * Serves the built web app and the dataset's images from the API process. Unknown paths under
 * /api answer JSON 404; every other page path is rendered on the server by the web app's own
 * renderer (lib/page-renderer.ts) into index.html, with the page's real status from that render:
 * 404 for a path no page has or an id that names nothing, 400 for a malformed id, 301 for the
 * legacy /city/{id} link. Hashed assets are cached for a year; pages are revalidated on every
 * visit. index.html itself is read once at start.
 *
 * A page with a form (PAGES_WITH_FORMS) also takes that form as a POST: a browser without the
 * app's code sends it there (issue 28, decision 0024). The renderer runs the route's action and
 * answers with the page and its message. Such a POST must come from the site's own pages (403
 * otherwise), is small and urlencoded, and its answer is never kept; its body is never logged.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  ERROR_CODES,
  MAP_TILE_META,
  PAGE_FORM_BODY_LIMIT,
  PAGE_PATTERNS,
  PAGES_WITH_FORMS,
  escapeHtml,
  pageVariantFromCookies,
  pageVariantKey,
  type PageVariant,
} from '@sendero/contract';
import { sendCachedReply } from '../lib/cached-reply.ts';
import { assemblePage } from '../lib/page-document.ts';
import { loadPageRenderer, type PageForm } from '../lib/page-renderer.ts';
import { sentFromOurPages } from '../lib/same-site-form.ts';

export interface StaticWebOptions {
  webDistDir: string;
  imagesDir: string;
}

const YEAR = 'public, max-age=31536000, immutable';
/**
 * Pages are revalidated on every visit (their scripts' names change with each build), and differ
 * with the theme and consent cookies (each variant has its own ETag).
 */
const PAGE_HEADERS = { cacheControl: 'no-cache', vary: 'Accept-Encoding, Cookie' };
const DAY = 'public, max-age=86400';
/** The answer to a form: personal to whoever sent it, kept by no cache. */
const NO_STORE = 'no-store';
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** Every page names the map's tile provider (MAP_TILE_URL) for the route map to read. */
function withMapTiles(template: string, url: string, attribution: string): string {
  const meta = (name: string, content: string) =>
    `<meta name="${name}" content="${escapeHtml(content)}" />`;
  return template.replace(
    /<\/head>/i,
    () =>
      `  ${meta(MAP_TILE_META.url, url)}\n    ${meta(MAP_TILE_META.attribution, attribution)}\n  </head>`,
  );
}

/**
 * Whether `path` names a path of this site. A URL parser reads one that starts with two slashes
 * (or a slash and a backslash) as a network-path reference, `//host/path`: on the renderer's
 * base it names another host, or none at all (`//` is an invalid URL). Such a request names no
 * page and no file here.
 */
export function isOwnPath(path: string): boolean {
  const base = 'http://sendero.internal';
  return URL.canParse(path, base) && new URL(path, base).origin === base;
}

export const staticWebPlugin = fp(
  async (app: FastifyInstance, options: StaticWebOptions) => {
    const indexPath = join(options.webDistDir, 'index.html');
    const hasWeb = existsSync(indexPath);
    const indexHtml = hasWeb
      ? withMapTiles(
          readFileSync(indexPath, 'utf8'),
          app.config.MAP_TILE_URL,
          app.config.MAP_TILE_ATTRIBUTION,
        )
      : null;

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
      // A page is the same for every visitor with the same theme and cookie answer (nothing
      // personal is rendered): kept once per variant like public content answers, and dropped
      // with them when content changes. A cookie value that names no variant gets the default
      // copy. Only pages without a query string are kept, so no one can fill the cache with
      // made-up URLs.
      const query = request.url.slice(path.length);
      const cacheable = query === '';
      const cache = app.contentCache;
      const variant = pageVariantFromCookies(request.cookies);
      const variantKey = pageVariantKey(variant);
      const key = variantKey ? `PAGE ${path} ${variantKey}` : `PAGE ${path}`;
      const generation = cache.generation;
      let page = cacheable ? cache.get(key) : undefined;
      if (!page) {
        const answer = await pageAnswer(request, path, query, indexHtml, variant);
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
     * The page's answer: rendered by the web app's server renderer into index.html, with the
     * head from the same render. Without a renderer (a checkout that built no dist-server), or
     * when the render fails, the plain index.html: the browser then renders the page itself.
     */
    const pageAnswer = async (
      request: FastifyRequest,
      path: string,
      query: string,
      template: string,
      variant: PageVariant,
      form?: PageForm,
    ): Promise<
      | { kind: 'redirect'; status: number; location: string }
      | { kind: 'page'; status: number; html: string }
    > => {
      if (!renderer) return { kind: 'page', status: 200, html: template };
      try {
        const rendered = await renderer.render(`${path}${query}`, request.ip, variant, form);
        if (rendered.kind === 'redirect') return rendered;
        return {
          kind: 'page',
          status: rendered.status,
          html: assemblePage(template, rendered, variant),
        };
      } catch (error) {
        request.log.error({ err: error, path }, 'page render failed; sending the page unrendered');
        return { kind: 'page', status: 503, html: template };
      }
    };

    /** A form sent to its page without the app's code: the page rendered as its answer. */
    const sendFormAnswer = async (request: FastifyRequest, reply: FastifyReply) => {
      const plain = (status: number, text: string) =>
        reply
          .status(status)
          .type('text/plain; charset=utf-8')
          .header('cache-control', NO_STORE)
          .send(text);
      if (!sentFromOurPages(request, app.config.allowedOrigins)) {
        return plain(403, 'This form must be sent from the Sendero site.');
      }
      if (typeof request.body !== 'string') {
        return plain(415, 'Send the form as application/x-www-form-urlencoded.');
      }
      if (!indexHtml || !renderer) {
        return plain(503, 'Forms cannot be answered until the web app is built.');
      }
      const path = request.url.split('?')[0] ?? '';
      const query = request.url.slice(path.length);
      const variant = pageVariantFromCookies(request.cookies);
      const answer = await pageAnswer(request, path, query, indexHtml, variant, {
        body: request.body,
      });
      // See other: the address the action names is then read with GET (post/redirect/get).
      if (answer.kind === 'redirect') return reply.redirect(answer.location, 303);
      return reply
        .status(answer.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', NO_STORE)
        .send(answer.html);
    };

    await app.register(async (forms) => {
      // Only these routes read urlencoded bodies, and only small ones; kept as the text they are.
      forms.addContentTypeParser(
        FORM_TYPE,
        { parseAs: 'string', bodyLimit: PAGE_FORM_BODY_LIMIT },
        (_request, body, done) => done(null, body),
      );
      for (const page of PAGES_WITH_FORMS) {
        forms.post(
          PAGE_PATTERNS[page],
          { schema: { hide: true }, bodyLimit: PAGE_FORM_BODY_LIMIT },
          sendFormAnswer,
        );
      }
    });

    // The page, not an API operation: left out of the OpenAPI document.
    app.get('/', { schema: { hide: true } }, (request, reply) => sendIndex(request, reply));

    // Before routing: the static files' route would otherwise answer such a path itself (403,
    // or a miss that falls through to a render of a path the renderer cannot parse).
    app.addHook('onRequest', async (request, reply) => {
      if (!isOwnPath(request.url)) return reply.callNotFound();
    });

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        isOwnPath(path) &&
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
    // Pages are rendered with the public URL and kept in the content cache.
    decorators: { fastify: ['config', 'contentCache'] },
  },
);

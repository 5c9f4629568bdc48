/**
 * Serves the built web app and the dataset's images from the API process. Unknown paths under
 * /api answer JSON 404; every other page path is rendered on the server by the web app's own
 * renderer (lib/page-renderer.ts) into index.html, with the page's real status from that render:
 * 404 for a path no page has or an id that names nothing, 400 for a malformed id, 301 for the
 * legacy /city/{id} link. Hashed assets are cached for a year; pages are revalidated on every
 * visit. index.html itself is read once at start.
 *
 * A render is the costly thing a visitor can ask for, so pages are kept and renders bounded
 * (issue 29, decision 0030). A page is kept once per URL as the page reads it (its path and only
 * the query parameters it reads, PAGE_QUERY_PARAMS; lib/page-url.ts) and per theme and consent
 * variant (lib/page-cache.ts); query-keyed copies are bounded apart. After a content change or
 * when a copy expires, the stale copy is still sent while one render replaces it, and concurrent
 * misses of one page share one render. Renders that no copy answers count against the
 * visitor's address (PAGE_RENDER_RATE_LIMIT, in the app's counters: 429 past it), and at most
 * RENDER_CONCURRENCY run at once (503 past it); both answer index.html with a line saying why, and
 * Retry-After. A page asked for with a secret (a reset token) is rendered for that request alone
 * and never kept.
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
import { Gauge } from 'prom-client';
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
import { createConcurrencyCap } from '../lib/concurrency-cap.ts';
import { PAGE_RENDER_WAIT_MS } from '../limits.ts';
import type { CachedAnswer } from '../lib/content-cache.ts';
import { HttpError, tooManyRequests } from '../lib/http-errors.ts';
import { createPageCache, PAGE_TYPE, type PageCache } from '../lib/page-cache.ts';
import { assemblePage, withNotice } from '../lib/page-document.ts';
import { pageUrl } from '../lib/page-url.ts';
import { loadPageRenderer, type PageForm } from '../lib/page-renderer.ts';
import { sentFromOurPages } from '../lib/same-site-form.ts';

export interface StaticWebOptions {
  webDistDir: string;
  imagesDir: string;
  /** Renders this process runs at once (RENDER_CONCURRENCY); one more is refused with 503. */
  maxRendersInFlight: number;
  /** Renders no copy answers, per address and window (429 past it). */
  rendersPerAddress: { max: number; windowMs: number };
}

/** A render's outcome: a redirect, or a page with its status. */
type PageAnswer =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; html: string };

/** A render shared by concurrent requests: the copy it kept, or the answer that is not kept. */
type KeptOrSent = { kind: 'kept'; copy: CachedAnswer } | PageAnswer;

/** What a visitor reads when this process already runs as many renders as it may. */
export const RENDER_BUSY_TEXT = 'The site is busy right now. Please try again in a moment.';

declare module 'fastify' {
  interface FastifyInstance {
    /** Rendered pages, ready to send (lib/page-cache.ts). */
    pageCache: PageCache;
  }
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

    const pages = createPageCache();
    app.decorate('pageCache', pages);
    const renders = createConcurrencyCap(options.maxRendersInFlight, RENDER_BUSY_TEXT, {
      waitMs: PAGE_RENDER_WAIT_MS,
    });
    // How near the bound this instance runs: waiting renders are the step before 503s.
    new Gauge({
      name: 'sendero_page_renders',
      help: 'Page renders by state: running, and waiting for a slot (RENDER_CONCURRENCY of each, then 503)',
      labelNames: ['state'] as const,
      registers: [app.metrics.registry],
      collect() {
        this.set({ state: 'running' }, renders.inFlight);
        this.set({ state: 'waiting' }, renders.waiting);
      },
    });
    const { max: renderBudget, windowMs: renderWindowMs } = options.rendersPerAddress;

    /** The page sent in place of a render that was refused, with its status and Retry-After. */
    const sendRefused = (reply: FastifyReply, error: HttpError, template: string) =>
      reply
        .status(error.statusCode)
        .headers(error.headers)
        .type(PAGE_TYPE)
        .header('cache-control', 'no-store')
        .send(withNotice(template, error.message));

    /**
     * Counts a render this address asks for that no copy answers: past its budget, 429. Cached
     * pages, and requests that join a render under way, are never counted.
     */
    const chargeRender = async (request: FastifyRequest) => {
      const { count, ttlMs } = await app.counters
        .hit(`page-render:${request.ip}`, renderWindowMs)
        // A brake, not a gate: counters that fail anyway let the render through.
        .catch(() => ({ count: 0, ttlMs: 0 }));
      if (count > renderBudget) throw tooManyRequests(ttlMs);
    };

    /** A render, run only while fewer than the bound run in this process (503 past it). */
    const boundedRender = (
      request: FastifyRequest,
      url: string,
      template: string,
      variant: PageVariant,
    ) => renders.run(() => pageAnswer(request, url, template, variant));

    /**
     * Renders the copy for `key` and keeps it if it is a page (200). Concurrent callers for one
     * key share the render (PageCache.once).
     */
    const renderCopy = (key: string, queryKeyed: boolean, render: () => Promise<PageAnswer>) =>
      pages.once(key, async (): Promise<KeptOrSent> => {
        const generation = app.contentCache.generation;
        const answer = await render();
        if (answer.kind === 'page' && answer.status === 200) {
          return { kind: 'kept', copy: pages.set(key, answer.html, generation, queryKeyed) };
        }
        return answer;
      });

    /**
     * Replaces a stale copy in the background. A page that is gone now (404, a redirect) drops
     * its copy; trouble (503, or renders busy) leaves it to be sent, and tried again next visit.
     */
    const refreshCopy = (key: string, queryKeyed: boolean, render: () => Promise<PageAnswer>) => {
      renderCopy(key, queryKeyed, render).then(
        (outcome) => {
          if (outcome.kind === 'redirect' || (outcome.kind === 'page' && outcome.status !== 503)) {
            pages.delete(key);
          }
        },
        (error: unknown) => {
          if (!(error instanceof HttpError)) {
            app.log.error({ err: error, key }, 'page refresh failed; the stale copy stays');
          }
        },
      );
    };

    const sendIndex = async (request: FastifyRequest, reply: FastifyReply, path = '/') => {
      if (!indexHtml) {
        return reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .send('The web app is not built yet. Run "npm run build" (npm start does it for you).');
      }
      // A page is the same for every visitor with the same theme and cookie answer (nothing
      // personal is rendered): kept once per page URL (its path and the query parameters it
      // reads) and variant. A cookie value that names no variant gets the default copy.
      const variant = pageVariantFromCookies(request.cookies);
      const target = pageUrl(path, request.url.slice(path.length));
      const sendFresh = (answer: PageAnswer) => {
        if (answer.kind === 'redirect') return reply.redirect(answer.location, answer.status);
        // A missing or malformed page, trouble, or a page that is not kept: sent as it is.
        if (target.kind === 'private') reply.header('x-robots-tag', 'noindex');
        return reply
          .status(answer.status)
          .type(PAGE_TYPE)
          .header('cache-control', target.kind === 'private' ? 'no-store' : 'no-cache')
          .send(answer.html);
      };
      try {
        if (target.kind !== 'shared') {
          // Rendered for this request alone: counted, bounded, sent, and not kept.
          await chargeRender(request);
          return sendFresh(await boundedRender(request, target.url, indexHtml, variant));
        }
        const variantKey = pageVariantKey(variant);
        const key = variantKey ? `${target.url} ${variantKey}` : target.url;
        const render = () => boundedRender(request, target.url, indexHtml, variant);

        const copy = pages.get(key, app.contentCache.generation);
        app.metrics.cacheLookup('page', copy ? (copy.fresh ? 'hit' : 'stale') : 'miss');
        if (copy) {
          // Stale: this visitor and everyone meanwhile get the copy while one render replaces
          // it, counted against no one (at most one per copy and change).
          if (!copy.fresh && !pages.rendering(key)) refreshCopy(key, target.queryKeyed, render);
          return sendCachedReply(request, reply, copy.answer, PAGE_HEADERS);
        }
        // A miss that joins a render under way costs nothing more and is counted against no one.
        if (!pages.rendering(key)) await chargeRender(request);
        const outcome = await renderCopy(key, target.queryKeyed, render);
        if (outcome.kind === 'kept') {
          return sendCachedReply(request, reply, outcome.copy, PAGE_HEADERS);
        }
        return sendFresh(outcome);
      } catch (error) {
        // Past the address's budget (429) or the process's bound (503): the page unrendered,
        // with a line saying so, which the app replaces when it runs.
        if (error instanceof HttpError) return sendRefused(reply, error, indexHtml);
        throw error;
      }
    };

    /**
     * The page's answer: rendered by the web app's server renderer into index.html, with the
     * head from the same render. Without a renderer (a checkout that built no dist-server), or
     * when the render fails, the plain index.html: the browser then renders the page itself.
     */
    const pageAnswer = async (
      request: FastifyRequest,
      url: string,
      template: string,
      variant: PageVariant,
      form?: PageForm,
    ): Promise<PageAnswer> => {
      if (!renderer) return { kind: 'page', status: 200, html: template };
      try {
        const rendered = await renderer.render(url, request.ip, variant, form);
        if (rendered.kind === 'redirect') return rendered;
        return {
          kind: 'page',
          status: rendered.status,
          html: assemblePage(template, rendered, variant),
        };
      } catch (error) {
        request.log.error({ err: error, url }, 'page render failed; sending the page unrendered');
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
      const variant = pageVariantFromCookies(request.cookies);
      const answer = await pageAnswer(request, request.url, indexHtml, variant, {
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
    // Pages are rendered with the public URL, kept until the content cache's generation moves,
    // and their renders counted per address in the app's counters; lookups and renders are
    // metrics.
    decorators: { fastify: ['config', 'contentCache', 'counters', 'metrics'] },
  },
);

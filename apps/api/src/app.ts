/**
 * buildApp(options): the whole HTTP application, used by server.ts and by every test.
 * The database is opened by the caller and passed in, so tests choose PGlite or PostgreSQL.
 */
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { DEFAULT_IMAGES_DIR } from '@sendero/content';
import type { Database, DatabaseHandle } from '@sendero/db';
import type { AppConfig } from './config.ts';
import { PAGE_RENDER_RATE_LIMIT } from './limits.ts';
import type { Clock } from './lib/clock.ts';
import { logRedactPaths, logSerializers } from './lib/redact.ts';
import { createOutboxDeliverer, type OutboxDeliverer } from './mail/outbox.ts';
import { createFileTransport, createSmtpTransport, type MailTransport } from './mail/transport.ts';
import { cityRoutes } from './modules/cities/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { toursRoutes } from './modules/tours/routes.ts';
import { spotsRoutes } from './modules/spots/routes.ts';
import { postsRoutes } from './modules/posts/routes.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { eventsRoutes } from './modules/events/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { accountsRoutes } from './modules/accounts/routes.ts';
import { savedRoutes } from './modules/saved/routes.ts';
import { savedEventsRoutes } from './modules/saved-events/routes.ts';
import { createRouter, type Router } from './modules/trips/routing.ts';
import { tripsRoutes } from './modules/trips/routes.ts';
import { sharedTripRoutes } from './modules/trips/shared-routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { submissionRoutes } from './modules/submissions/routes.ts';
import { preferencesRoutes } from './modules/preferences/routes.ts';
import { editorRoutes } from './modules/editor/routes.ts';
import { draftRoutes } from './modules/editor/draft-routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { accessLogPlugin } from './plugins/access-log.ts';
import { createMetrics, metricsPlugin } from './plugins/metrics.ts';
import { requestIdOf } from './lib/request-id.ts';
import { databaseDeadlinePlugin } from './plugins/database-deadline.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { httpCachePlugin } from './plugins/http-cache.ts';
import { authPlugin } from './plugins/auth.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { redisPlugin } from './plugins/redis.ts';
import { loadJwtSecret } from './lib/secret.ts';
import { securityPlugin } from './plugins/security.ts';
import { staticWebPlugin } from './plugins/static-web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    db: Database;
    outbox: OutboxDeliverer;
    clock: Clock;
    /** Driving times for trips from ROUTING_URL's engine, or none. */
    travelTimes: Router;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Replaces the configured mail transport (tests use a failing or recording one). */
  mailTransport?: MailTransport;
  now?: () => Date;
  /** false silences the log; a stream receives it (tests read what was logged). */
  logger?: boolean;
  logStream?: NodeJS.WritableStream;
  /** Keeps rate-limit counters of separate runs apart in a shared Redis. */
  rateLimitNamespace?: string;
  /** How often pending e-mail is retried; 0 turns the background loop off (tests drive it). */
  outboxIntervalMs?: number;
  /** Searches run at once by this instance (default SEARCH_MAX_IN_FLIGHT). */
  searchMaxInFlight?: number;
  /** Page renders per address and window (default PAGE_RENDER_RATE_LIMIT × RATE_LIMIT_FACTOR). */
  pageRendersPerAddress?: { max: number; windowMs: number };
  /** How long a request may take to arrive (default REQUEST_TIMEOUT_MS). */
  requestTimeoutMs?: number;
  /**
   * The least time a password-reset request takes (default RESET_REQUEST_MIN_MS), so its timing
   * does not tell whether an account exists. Tests that do not time it set 0 rather than wait.
   */
  resetRequestMinMs?: number;
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
export const BODY_LIMIT_BYTES = 64 * 1024;
export const REQUEST_TIMEOUT_MS = 15_000;
export const HEADERS_TIMEOUT_MS = 10_000;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const now = options.now ?? (() => new Date());
  const requestTimeoutMs = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const clock: Clock = { now };
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: options.logStream ? 'info' : config.LOG_LEVEL,
            serializers: logSerializers,
            redact: logRedactPaths,
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // One line per request instead of two, and none for static files (plugins/access-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    // Every log line of a request carries its id (`reqId`); a trusted proxy's X-Request-Id is
    // kept, so one id follows the request through the proxy's logs and ours.
    requestIdHeader: false,
    genReqId: (request) => requestIdOf(request.headers['x-request-id'], config.TRUST_PROXY),
    // On shutdown, keep-alive sockets with no request in flight are closed at once.
    forceCloseConnections: 'idle',
    // A client that sends half a request must not hold its socket for ever: the whole request
    // (headers and body) has this long to arrive, or it gets 408 and the socket is closed.
    requestTimeout: requestTimeoutMs,
    http: {
      // Headers get at most 10 s (never more than the whole request), and Node checks for
      // expired requests every second rather than every 30.
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs),
      requestTimeout: requestTimeoutMs,
      connectionsCheckingInterval: 1000,
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const transport =
    options.mailTransport ??
    (config.SMTP_URL
      ? createSmtpTransport(config.SMTP_URL)
      : createFileTransport(config.outboxDir));
  const outbox = createOutboxDeliverer({
    db: database.db,
    transport,
    from: config.MAIL_FROM,
    now,
    log: app.log,
  });

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('outbox', outbox);
  app.decorate('clock', clock);
  app.decorate('travelTimes', createRouter(config.ROUTING_URL, app.log));
  app.decorate('metrics', createMetrics());

  await app.register(metricsPlugin, { token: config.METRICS_TOKEN });
  await app.register(databaseDeadlinePlugin);
  await app.register(accessLogPlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  // Before compression: the ETag is hashed from the uncompressed body.
  await app.register(httpCachePlugin);
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 11 (the default) costs milliseconds per response; 5 is near it in size for JSON.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  const namespace = options.rateLimitNamespace ?? 'sendero:';
  await app.register(redisPlugin, { redisUrl: config.REDIS_URL, namespace, clock });
  await app.register(rateLimitPlugin, { namespace, factor: config.RATE_LIMIT_FACTOR });
  await app.register(cookie);
  await app.register(authPlugin, { secret: loadJwtSecret(config.JWT_SECRET, config.dataDir) });
  await app.register(swagger, {
    openapi: { info: { title: 'Sendero API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });

  await app.register(healthRoutes);
  await app.register(cityRoutes);
  await app.register(contactRoutes);
  await app.register(toursRoutes);
  await app.register(spotsRoutes);
  await app.register(postsRoutes);
  await app.register(seoRoutes);
  await app.register(eventsRoutes);
  await app.register(searchRoutes, { maxInFlight: options.searchMaxInFlight });
  await app.register(accountsRoutes, { resetRequestMinMs: options.resetRequestMinMs });
  await app.register(savedRoutes);
  await app.register(savedEventsRoutes);
  await app.register(tripsRoutes);
  await app.register(sharedTripRoutes);
  await app.register(submissionRoutes);
  await app.register(preferencesRoutes);
  await app.register(editorRoutes);
  await app.register(draftRoutes);
  await app.register(mediaRoutes);
  // The OpenAPI document, at the path a UI or a fuzzer looks for it too.
  for (const path of ['/api/docs', '/api/docs/json']) {
    app.get(path, { schema: { hide: true } }, async () => app.swagger());
  }

  await app.register(staticWebPlugin, {
    webDistDir: config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST,
    imagesDir: DEFAULT_IMAGES_DIR,
    maxRendersInFlight: config.RENDER_CONCURRENCY,
    rendersPerAddress: options.pageRendersPerAddress ?? {
      max: Math.round(PAGE_RENDER_RATE_LIMIT.max * config.RATE_LIMIT_FACTOR),
      windowMs: PAGE_RENDER_RATE_LIMIT.windowMs,
    },
  });

  const intervalMs = options.outboxIntervalMs ?? 30_000;
  if (intervalMs > 0) {
    app.addHook('onReady', async () => outbox.start(intervalMs));
  }
  app.addHook('onClose', async () => {
    await outbox.stop();
    transport.close?.();
  });
  return app;
}

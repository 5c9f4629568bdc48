/**
 * What a running instance does, for Prometheus (issue 33, item 5; decision 0036): requests and
 * their latency per route pattern and status class (never per raw URL: one series per route, not
 * per visitor's typo), the response caches' hits and misses, the PostgreSQL pool, the outbox's
 * backlog, rate-limit rejections, and Node's default metrics. Served at GET /metrics only when
 * METRICS_TOKEN is set, and only to a scraper that sends it as a bearer token; each instance
 * answers for itself, so Prometheus scrapes every instance.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { outboxBacklog } from '@sendero/db';
import { authRequired } from '../lib/http-errors.ts';
import { isInternalRequest } from '../lib/internal-request.ts';

export type CacheName = 'content' | 'search' | 'page';
export type CacheResult = 'hit' | 'stale' | 'miss';

export interface Metrics {
  registry: Registry;
  /** A response cache was asked for an answer. */
  cacheLookup(cache: CacheName, result: CacheResult): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** The registry and the series the app's plugins feed; the database's are read at scrape time. */
export function createMetrics(): Metrics {
  const registry = new Registry();
  const lookups = new Counter({
    name: 'sendero_cache_lookups_total',
    help: 'Response cache lookups by cache (content: API answers, search: anonymous searches, page: rendered pages) and result',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
  });
  return {
    registry,
    cacheLookup: (cache, result) => lookups.inc({ cache, result }),
  };
}

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const metricsPlugin = fp(
  async (app: FastifyInstance, options: { token: string | undefined }) => {
    const { registry } = app.metrics;
    const labelNames = ['method', 'route', 'status_class'] as const;
    const duration = new Histogram({
      name: 'sendero_http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern and status class',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });
    const requests = new Counter({
      name: 'sendero_http_requests_total',
      help: 'Requests answered, by method, route pattern and status class',
      labelNames,
      registers: [registry],
    });
    const rejected = new Counter({
      name: 'sendero_rate_limit_rejections_total',
      help: 'Requests refused with 429 (a rate limit or a render budget), by route pattern',
      labelNames: ['route'] as const,
      registers: [registry],
    });
    const database = app.database;
    new Gauge({
      name: 'sendero_db_pool_connections',
      help: 'PostgreSQL pool connections by state (in_use, idle); none on the embedded database',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const pool = database.poolStats();
        if (!pool) return;
        this.set({ state: 'in_use' }, pool.total - pool.idle);
        this.set({ state: 'idle' }, pool.idle);
      },
    });
    new Gauge({
      name: 'sendero_db_pool_waiting',
      help: 'Queries waiting for a free PostgreSQL pool connection',
      registers: [registry],
      collect() {
        const pool = database.poolStats();
        if (pool) this.set(pool.waiting);
      },
    });
    const backlog = new Gauge({
      name: 'sendero_outbox_pending',
      help: 'E-mails waiting in the outbox',
      registers: [registry],
    });
    const oldest = new Gauge({
      name: 'sendero_outbox_oldest_pending_age_seconds',
      help: 'Age of the oldest e-mail waiting in the outbox (0 when none waits)',
      registers: [registry],
    });

    app.addHook('onResponse', async (request, reply) => {
      // A page render's in-process API reads are part of the page's request, not requests.
      if (isInternalRequest(request)) return;
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_class: statusClass(reply.statusCode),
      };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
      if (reply.statusCode === 429) rejected.inc({ route: labels.route });
    });

    const token = options.token;
    if (!token) return;
    // Node's own (heap, event loop lag, GC, handles): watched only where someone scrapes them.
    collectDefaultMetrics({ register: registry });
    app.get(
      '/metrics',
      { schema: { hide: true }, config: { cache: 'personal' } },
      async (request, reply) => {
        const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
        if (!sameSecret(given, token)) {
          throw authRequired('Metrics need the METRICS_TOKEN as a bearer token.');
        }
        // The outbox is read when scraped; a database that is down leaves its gauges as they were.
        try {
          const pending = await outboxBacklog(app.db, { now: app.clock.now() });
          backlog.set(pending.count);
          oldest.set(pending.oldestAgeSeconds);
        } catch (error) {
          request.log.warn({ err: error }, 'metrics: outbox not read');
        }
        return reply.type(registry.contentType).send(await registry.metrics());
      },
    );
  },
  { name: 'sendero-metrics' },
);

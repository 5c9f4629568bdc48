/**
 * Configuration comes only from the environment, parsed once at start-up. A bad value stops the
 * process with a message naming the variable, instead of failing later in some request.
 */
import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILE_URL, isTileTemplate } from '@sendero/contract';

const optionalUrl = (protocols: RegExp) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.url({ protocol: protocols }).optional());

const optionalText = (schema: z.ZodString) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const bool = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const envFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Public origin of the site: links in e-mails and the Origin allow-list. */
  PUBLIC_URL: optionalUrl(/^https?$/),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?$/),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** Connecting to PostgreSQL, and waiting for a free pooled connection, give up after this. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** PostgreSQL cancels a request's statement after this (`statement_timeout`). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /**
   * A request's deadline for its database work, from its arrival: the wait for a pooled
   * connection and every query share it (node-postgres `query_timeout`, cut to what is left), so
   * it holds when PostgreSQL answers nothing at all. Above the statement timeout, so a server
   * that still answers cancels first.
   */
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(6000),
  REDIS_URL: optionalUrl(/^rediss?$/),
  /**
   * Turns on GET /metrics (Prometheus text) for scrapers that send it as a bearer token. Unset,
   * there is no /metrics.
   */
  METRICS_TOKEN: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  /**
   * An OSRM-compatible routing engine (its base URL, before /table/v1/…): trips take their
   * driving times from it. Unset, every leg is estimated from the coordinates.
   */
  ROUTING_URL: optionalUrl(/^https?$/),
  SMTP_URL: optionalUrl(/^smtps?$/),
  MAIL_FROM: z.string().min(3).default('Sendero <no-reply@sendero.travel>'),
  /** Where contact-form messages are delivered. */
  CONTACT_TO: z.email().default('hello@sendero.travel'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Set behind a load balancer so rate limits see the client's address, not the proxy's. */
  TRUST_PROXY: bool,
  /** Built web app to serve; defaults to apps/web/dist. */
  WEB_DIST_DIR: z.string().optional(),
  /** Skip the automatic import of the bundled dataset into an empty database. */
  SKIP_CONTENT_IMPORT: bool,
  /**
   * Signs access tokens. Unset, a random secret is generated once and kept in DATA_DIR; several
   * instances must share one, so set it explicitly when running more than one.
   */
  JWT_SECRET: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  /**
   * Multiplies every per-IP rate limit: raise it where many people share one address (a campus or
   * office NAT, a load test, the browser test suite).
   */
  RATE_LIMIT_FACTOR: z.coerce.number().min(1).max(1000).default(1),
  /**
   * Page renders one process runs at once; one more is refused at once with 503 and Retry-After
   * (decision 0030). Kept pages are never refused.
   */
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(8),
  /** Extra origins allowed to call /api/refresh and /api/logout (comma-separated). */
  ALLOWED_ORIGINS: z.string().optional(),
  /** The route map's street tiles ({z}/{x}/{y}, optional {s}); name your own provider. */
  MAP_TILE_URL: z
    .string()
    .default(DEFAULT_MAP_TILE_URL)
    .refine(isTileTemplate, 'must be an http(s) URL with {z}, {x} and {y}'),
  /** The provider's attribution, shown on the map as text. */
  MAP_TILE_ATTRIBUTION: z.string().min(1).max(200).default(DEFAULT_MAP_ATTRIBUTION),
  /**
   * An S3-compatible store for editors' uploaded pictures (decision 0044), addressed path-style
   * (`<endpoint>/<bucket>/<key>`). Unset, they are kept in DATA_DIR/media.
   */
  S3_ENDPOINT: optionalUrl(/^https?$/),
  S3_BUCKET: optionalText(
    z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name'),
  ),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText(z.string()),
  S3_SECRET_ACCESS_KEY: optionalText(z.string()),
});

/** With S3_ENDPOINT, the bucket and both keys are needed; without it, none of them is read. */
const S3_NEEDS = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** The variables, and the rules between them. */
export const envSchema = envFields
  .refine((env) => env.DATABASE_QUERY_TIMEOUT_MS > env.DATABASE_STATEMENT_TIMEOUT_MS, {
    path: ['DATABASE_QUERY_TIMEOUT_MS'],
    message: 'must be greater than DATABASE_STATEMENT_TIMEOUT_MS',
  })
  .superRefine((env, ctx) => {
    if (!env.S3_ENDPOINT) return;
    for (const name of S3_NEEDS) {
      if (!env[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'is needed with S3_ENDPOINT' });
    }
  });

/** The S3-compatible store's settings, when S3_ENDPOINT is set (checked complete above). */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export type Env = z.infer<typeof envSchema>;

export interface AppConfig extends Env {
  publicUrl: string;
  /** Origins whose pages may refresh or end a session (CSRF defence beside SameSite=Strict). */
  allowedOrigins: string[];
  /** Refresh cookies are Secure except on plain-http localhost. */
  secureCookies: boolean;
  dataDir: string;
  pgliteDir: string;
  outboxDir: string;
  /** Where uploaded pictures are kept without S3: DATA_DIR/media. */
  mediaDir: string;
  s3: S3Settings | null;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const parsed = result.data;
  const dataDir = resolve(parsed.DATA_DIR);
  const publicUrl = (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, '');
  const { origin, protocol, hostname } = new URL(publicUrl);
  const isLocal = hostname === 'localhost' || hostname === '127.0.0.1';
  return {
    ...parsed,
    publicUrl,
    allowedOrigins: allowedOrigins(origin, isLocal, parsed),
    secureCookies: !(protocol === 'http:' && isLocal),
    dataDir,
    pgliteDir: resolve(dataDir, 'pglite'),
    outboxDir: resolve(dataDir, 'outbox'),
    mediaDir: resolve(dataDir, 'media'),
    s3: parsed.S3_ENDPOINT
      ? {
          endpoint: parsed.S3_ENDPOINT.replace(/\/$/, ''),
          bucket: parsed.S3_BUCKET!,
          region: parsed.S3_REGION,
          accessKeyId: parsed.S3_ACCESS_KEY_ID!,
          secretAccessKey: parsed.S3_SECRET_ACCESS_KEY!,
        }
      : null,
  };
}

function allowedOrigins(publicOrigin: string, isLocal: boolean, env: Env): string[] {
  const origins = new Set([publicOrigin]);
  if (isLocal) {
    // The same server is reached as localhost or 127.0.0.1; Vite's dev server proxies from 5173.
    const { protocol, port } = new URL(publicOrigin);
    for (const host of ['localhost', '127.0.0.1'])
      origins.add(`${protocol}//${host}${port ? `:${port}` : ''}`);
    if (env.NODE_ENV !== 'production') {
      origins.add('http://localhost:5173');
      origins.add('http://127.0.0.1:5173');
    }
  }
  for (const extra of (env.ALLOWED_ORIGINS ?? '').split(',')) {
    if (extra.trim()) origins.add(extra.trim().replace(/\/$/, ''));
  }
  return [...origins];
}

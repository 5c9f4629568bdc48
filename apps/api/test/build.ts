/**
 * build(): an app on a database of its own for one describe block, closed (with its database)
 * afterwards. Usage: `const ctx = useApp(database)` inside a describe, or
 * `useApp(database, { content: 'real' })` for a copy that already holds the dataset; then
 * `ctx.app.inject(...)`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '@sendero/db';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import { loadConfig, type AppConfig } from '../src/config.ts';
import { testDatabases, testRedisUrl, type TestContent, type TestDatabase } from './databases.ts';

export function testConfig(env: Record<string, string | undefined> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'sendero-test-')),
    ...env,
  });
}

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
}

export type TestAppOptions = Partial<Omit<BuildAppOptions, 'config' | 'database'>> & {
  env?: Record<string, string | undefined>;
  /** What useApp()'s database holds from the start (default: the schema only). */
  content?: TestContent;
};

export async function build(database: DatabaseHandle, options: TestAppOptions = {}) {
  const { env, content: _content, ...rest } = options;
  const config = testConfig(env);
  const app = await buildApp({
    config,
    database,
    logger: false,
    outboxIntervalMs: 0,
    rateLimitNamespace: `sendero-test-${randomUUID()}:`,
    ...rest,
  });
  await app.ready();
  return { app, config };
}

/**
 * Two app instances on one database that share their rate limits through Redis (REDIS_URL), as
 * two servers behind a load balancer would; both are closed, with the database, afterwards.
 */
export async function withTwoInstances(
  run: (a: FastifyInstance, b: FastifyInstance) => Promise<void>,
) {
  const database = await testDatabases[0]!.open();
  const shared = {
    env: { REDIS_URL: testRedisUrl },
    rateLimitNamespace: `sendero-test-${randomUUID()}:`,
  };
  const a = await build(database, shared);
  const b = await build(database, shared);
  try {
    await run(a.app, b.app);
  } finally {
    await a.app.close();
    await b.app.close();
    await database.close();
  }
}

export function useApp(target: TestDatabase, options: TestAppOptions = {}): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.database = await target.open(options.content);
    const built = await build(ctx.database, options);
    ctx.app = built.app;
    ctx.config = built.config;
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
  });
  return ctx;
}

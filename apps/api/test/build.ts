/**
 * build(): an app on a clean database for one test file, closed (with its database) afterwards.
 * Usage: `const ctx = useApp(database)` inside a describe; then `ctx.app.inject(...)`.
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
import type { TestDatabase } from './databases.ts';

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
};

export async function build(database: DatabaseHandle, options: TestAppOptions = {}) {
  const { env, ...rest } = options;
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

export function useApp(target: TestDatabase, options: TestAppOptions = {}): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.database = await target.open();
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

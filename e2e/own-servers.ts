/**
 * Servers of a spec's own, on a fresh PostgreSQL database of TEST_DATABASE_URL's server: for what
 * the shared e2e server cannot show. Giving a role needs the command line (`npm run user:role`),
 * which cannot open an embedded database while its server holds it, and "live on every instance"
 * needs two instances on one database. Without TEST_DATABASE_URL such specs are skipped
 * (REQUIRE_ALL=1 makes that a failure).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import pg from 'pg';

export const ADMIN_URL = process.env.TEST_DATABASE_URL || undefined;
if (!ADMIN_URL && process.env.REQUIRE_ALL === '1') {
  throw new Error(
    'REQUIRE_ALL=1 but TEST_DATABASE_URL is not set: specs on PostgreSQL would be skipped.',
  );
}

const REPO = fileURLToPath(new URL('../', import.meta.url));

/** A database of the spec's own on TEST_DATABASE_URL's server (its name is ours, not input). */
export class OwnDatabase {
  constructor(readonly name: string) {}

  get url(): string {
    const url = new URL(ADMIN_URL!);
    url.pathname = `/${this.name}`;
    return url.toString();
  }

  private async onServer(...statements: string[]) {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    try {
      for (const statement of statements) await admin.query(statement);
    } finally {
      await admin.end();
    }
  }

  create() {
    return this.onServer(
      `drop database if exists ${this.name} with (force)`,
      `create database ${this.name}`,
    );
  }

  drop() {
    return this.onServer(`drop database if exists ${this.name} with (force)`);
  }

  /** `npm run user:role -- <email> <role>` on this database, while its servers run. */
  giveRole(email: string, role: 'traveller' | 'editor' | 'admin') {
    const run = spawnSync('npm', ['run', '--silent', 'user:role', '--', email, role], {
      cwd: REPO,
      env: { ...process.env, DATABASE_URL: this.url },
      encoding: 'utf8',
    });
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toContain(`is now ${role}.`);
  }
}

export interface OwnServer {
  baseURL: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * The built server (apps/api/dist) on `database`, listening on `port`, once `/readyz` answers.
 * Instances given the same JWT_SECRET accept each other's tokens, as behind a load balancer.
 */
export async function startOwnServer({
  port,
  database,
  env = {},
}: {
  port: number;
  database: OwnDatabase;
  env?: Record<string, string>;
}): Promise<OwnServer> {
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = join(tmpdir(), `sendero-e2e-own-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const server: ChildProcess = spawn(
    process.execPath,
    ['--enable-source-maps', 'apps/api/dist/server.mjs'],
    {
      cwd: REPO,
      stdio: 'inherit',
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        REDIS_URL: '',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_FACTOR: '20',
        PUBLIC_URL: baseURL,
        ...env,
      },
    },
  );
  const exited = once(server, 'exit').then(() => {
    throw new Error(`The server on port ${port} stopped before it was ready.`);
  });
  const ready = expect
    .poll(
      () =>
        fetch(`${baseURL}/readyz`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 150_000 },
    )
    .toBe(true);
  await Promise.race([ready, exited]);
  exited.catch(() => {});
  return {
    baseURL,
    dataDir,
    async stop() {
      if (server.exitCode === null && server.signalCode === null) {
        const exit = once(server, 'exit');
        server.kill('SIGTERM');
        await exit;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A busy instance survives PostgreSQL dropping its connections: its backends terminated
 * (`pg_terminate_backend`, SQLSTATE 57P01) and the server stopped with a fast shutdown, both while
 * registrations, saves and contact messages are being written. A dropped connection fails its
 * request with 503; the process lives on and writes again once the server is back. The instance
 * is the real entry point in a process of its own, on a PostgreSQL of the test's own.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDataset } from '@sendero/content';
import { openDatabase } from '@sendero/db';
import { prepareDatabase } from '../src/bootstrap.ts';
import { buildRegistration } from './accounts-helpers.ts';
import { requireAll } from './databases.ts';
import { buildContactMessage } from './factories.ts';
import { postgresBinDir, startOwnPostgres, type OwnPostgres } from './own-postgres.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

const binDir = postgresBinDir();
if (requireAll && !binDir) {
  throw new Error('REQUIRE_ALL=1 but no PostgreSQL server binaries under /usr/lib/postgresql.');
}
const skipped = binDir ? '' : ' (skipped: no PostgreSQL server binaries under /usr/lib/postgresql)';

const FIXTURE = fileURLToPath(
  new URL('../../../packages/content/test/fixtures/basic', import.meta.url),
);

/** What a write may answer while connections drop: done, or 503 for the ones that were cut. */
const WRITTEN = [200, 201, 202];

describe.skipIf(!binDir)(`PostgreSQL dropping a busy instance's connections${skipped}`, () => {
  let database: OwnPostgres;
  let server: ServerProcess;
  let token: string;
  let tourId: number;

  beforeAll(async () => {
    database = await startOwnPostgres(binDir!);
    const setup = await openDatabase({ databaseUrl: database.url });
    try {
      await prepareDatabase(
        setup,
        { SKIP_CONTENT_IMPORT: false },
        {
          load: () => readDataset(join(FIXTURE, 'data')),
          imagesDir: join(FIXTURE, 'images'),
        },
      );
    } finally {
      await setup.close();
    }
    server = await startServerProcess({
      DATABASE_URL: database.url,
      // Every request comes from 127.0.0.1: the per-IP limits must not be what answers.
      RATE_LIMIT_FACTOR: '1000',
      DATABASE_POOL_MAX: '4',
    });
    const registration = buildRegistration();
    expect((await post('/api/users', registration)).status).toBe(201);
    const login = await post('/api/login', {
      email: registration.email,
      password: registration.password,
    });
    token = ((await login.json()) as { token: string }).token;
    const tours = (await (await fetch(`${server.url}/api/tours?cityId=2`)).json()) as {
      content: { id: number }[];
    };
    tourId = tours.content[0]!.id;
  });

  afterAll(async () => {
    await server?.stop();
    await database?.destroy();
  });

  function post(path: string, body?: object, headers: Record<string, string> = {}) {
    return fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  }

  /** One of each write: a registration, a save (favourite toggled) and a contact message. */
  async function writeOnce(): Promise<number[]> {
    const responses = await Promise.all([
      post('/api/users', buildRegistration()),
      post(`/api/favorites/tour/${tourId}`, undefined, { authorization: `Bearer ${token}` }),
      post('/api/emails/contact', buildContactMessage()),
    ]);
    return responses.map((response) => response.status);
  }

  /** Writers that keep writing until stopped; resolves with every status they received. */
  function writeLoad(writers: number) {
    let running = true;
    const statuses: number[] = [];
    const done = Promise.all(
      Array.from({ length: writers }, async () => {
        while (running) {
          statuses.push(...(await writeOnce().catch(() => [0])));
        }
      }),
    );
    return {
      stop: async () => {
        running = false;
        await done;
        return statuses;
      },
    };
  }

  async function terminateBackends() {
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ terminated: boolean }>(
        `select pg_terminate_backend(pid) as terminated from pg_stat_activity
          where backend_type = 'client backend' and pid <> pg_backend_pid()`,
      );
      return rows.length;
    } finally {
      await admin.end();
    }
  }

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function expectServingAgain() {
    const deadline = Date.now() + 20_000;
    let ready = await fetch(`${server.url}/readyz`);
    while (ready.status !== 200 && Date.now() < deadline) {
      await sleep(250);
      ready = await fetch(`${server.url}/readyz`);
    }
    expect(ready.status).toBe(200);
    // Pooled connections the server dropped meanwhile are replaced, not handed out again.
    for (let i = 0; i < 3; i += 1) {
      const statuses = await writeOnce();
      expect(
        statuses.every((status) => WRITTEN.includes(status)),
        String(statuses),
      ).toBe(true);
    }
  }

  function expectAlive() {
    expect(server.exited(), server.output()).toBeNull();
  }

  it('writes while the server runs', async () => {
    const statuses = await writeOnce();
    expect(
      statuses.every((status) => WRITTEN.includes(status)),
      String(statuses),
    ).toBe(true);
  });

  it('survives its backends being terminated under write load, and writes again', async () => {
    const load = writeLoad(4);
    let terminated = 0;
    for (let i = 0; i < 6; i += 1) {
      await sleep(300);
      terminated += await terminateBackends();
    }
    const statuses = await load.stop();
    expect(terminated).toBeGreaterThan(0);
    expectAlive();
    // Each write either went through or was cut and answered 503: never a 500, never a hang-up.
    expect(statuses.filter((status) => ![...WRITTEN, 503].includes(status))).toEqual([]);
    expect(statuses).toContain(503);
    await expectServingAgain();
    expectAlive();
  });

  it('survives a fast shutdown of the server under write load, and writes again once it is back', async () => {
    const load = writeLoad(4);
    await sleep(800);
    await database.stop();
    await sleep(1_500);
    const statuses = await load.stop();
    expectAlive();
    expect(statuses.filter((status) => ![...WRITTEN, 503].includes(status))).toEqual([]);
    expect(statuses).toContain(503);
    await database.start();
    await expectServingAgain();
    expectAlive();
  });
});

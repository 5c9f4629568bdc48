/**
 * A deadlock (40P01) or serialization failure (40001) is no bug: the statement or transaction
 * that lost it runs once more, and a second loss answers 503 with Retry-After, never 500. The
 * conflicts are raised by a trigger for the first N rows written (a sequence counts the attempts:
 * it is not rolled back with them), on a PostgreSQL of the test's own.
 */
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@sendero/db';
import { buildApp } from '../src/app.ts';
import { prepareDatabase } from '../src/bootstrap.ts';
import { nextIp, refreshWith, registerAndLogin } from './accounts-helpers.ts';
import { testConfig } from './build.ts';
import { requireAll } from './databases.ts';
import { postgresBinDir, startOwnPostgres, type OwnPostgres } from './own-postgres.ts';

const binDir = postgresBinDir();
if (requireAll && !binDir) {
  throw new Error('REQUIRE_ALL=1 but no PostgreSQL server binaries under /usr/lib/postgresql.');
}
const skipped = binDir ? '' : ' (skipped: no PostgreSQL server binaries under /usr/lib/postgresql)';

describe.skipIf(!binDir)(`deadlocks and serialization failures${skipped}`, () => {
  let server: OwnPostgres;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let admin: pg.Client;

  beforeAll(async () => {
    server = await startOwnPostgres(binDir!);
    const config = testConfig({ DATABASE_URL: server.url, SKIP_CONTENT_IMPORT: 'true' });
    database = await openDatabase({ databaseUrl: server.url });
    await prepareDatabase(database, config);
    app = await buildApp({ config, database, logger: false, outboxIntervalMs: 0 });
    await app.ready();
    admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
  });

  afterAll(async () => {
    await admin?.end();
    await app?.close();
    await database?.close();
    await server?.destroy();
  });

  afterEach(async () => {
    await admin.query('drop trigger if exists conflict on sessions');
    await admin.query('drop trigger if exists conflict on refresh_tokens');
  });

  /** The next `times` rows written to `table` fail with SQLSTATE `code`; later ones pass. */
  async function conflictOn(table: 'sessions' | 'refresh_tokens', code: string, times: number) {
    await admin.query(`drop sequence if exists conflict_attempts`);
    await admin.query(`create sequence conflict_attempts`);
    await admin.query(`
      create or replace function raise_conflict() returns trigger language plpgsql as $$
      begin
        if nextval('conflict_attempts') <= ${times} then
          raise exception 'conflict for the test' using errcode = '${code}';
        end if;
        return new;
      end $$`);
    await admin.query(
      `create trigger conflict before insert on ${table} for each row execute function raise_conflict()`,
    );
  }

  async function attempts() {
    const { rows } = await admin.query<{ n: string }>(
      'select last_value as n from conflict_attempts',
    );
    return Number(rows[0]!.n);
  }

  function login(user: { email: string; password: string }) {
    return app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: nextIp(),
    });
  }

  it('signs in when the session it writes lost a deadlock once', async () => {
    const user = await registerAndLogin(app);
    await conflictOn('sessions', '40P01', 1);
    const response = await login(user);
    expect(response.statusCode).toBe(200);
    expect(await attempts()).toBe(2);
  });

  it('answers 503 with Retry-After when the retry loses its deadlock too', async () => {
    const user = await registerAndLogin(app);
    await conflictOn('sessions', '40P01', 2);
    const response = await login(user);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('10');
    expect(response.json()).toMatchObject({ error: 'SERVICE_UNAVAILABLE' });
    expect(await attempts()).toBe(2);
  });

  it('runs a transaction whole once more after a serialization failure (a refresh rotation)', async () => {
    const user = await registerAndLogin(app);
    await conflictOn('refresh_tokens', '40001', 1);
    const response = await refreshWith(app, user.refresh);
    expect(response.statusCode).toBe(200);
    expect(await attempts()).toBe(2);
  });

  it('answers 503 when the transaction fails on a conflict twice', async () => {
    const user = await registerAndLogin(app);
    await conflictOn('refresh_tokens', '40001', 2);
    const response = await refreshWith(app, user.refresh);
    expect(response.statusCode).toBe(503);
    expect(await attempts()).toBe(2);
  });
});

/**
 * What failures leave in the log: a failed query logs its SQL but none of the values people sent
 * (names, e-mails, messages), and a client that hangs up mid-request is an aborted request at
 * info level, not a database outage at error level.
 */
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@sendero/db';
import { buildRegistration, nextIp } from './accounts-helpers.ts';
import { build } from './build.ts';
import { testDatabases, type TestDatabase } from './databases.ts';
import { buildContactMessage } from './factories.ts';

interface LoggedContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  lines: Record<string, unknown>[];
}

/** An app whose log (info and up) is kept, one parsed line per entry. */
function useLoggedApp(target: TestDatabase): LoggedContext {
  const ctx = { lines: [] } as unknown as LoggedContext;
  beforeAll(async () => {
    ctx.database = await target.open();
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        ctx.lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    ({ app: ctx.app } = await build(ctx.database, { logger: true, logStream }));
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
  });
  return ctx;
}

describe.each(testDatabases)('a failed query on $name', (target) => {
  const ctx = useLoggedApp(target);

  /** Every insert into `table` fails from now on (existing rows are not checked). */
  const refuseInserts = (table: string) =>
    ctx.database.db.execute(
      sql.raw(`alter table ${table} add constraint refuse_all check (false) not valid`),
    );

  function loggedError() {
    const line = ctx.lines.find((l) => l['msg'] === 'unhandled error');
    expect(line, 'the failure is logged').toBeDefined();
    return line as { level: number; err: { message: string; stack: string; params?: unknown } };
  }

  it('logs a failing contact message without its name, e-mail or message', async () => {
    await refuseInserts('contact_messages');
    const message = buildContactMessage({
      message: 'Two lines:\nmy phone is 555 0101, call me about Oaxaca.',
    });
    ctx.lines.length = 0;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/emails/contact',
      payload: message,
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(500);
    const error = loggedError();
    // The failure itself is there to debug: the statement and why it failed.
    expect(error.level).toBe(50);
    expect(error.err.message).toMatch(/Failed query: insert into "contact_messages"/);
    expect(error.err.message).toMatch(/refuse_all/);
    expect(error.err.params).toBe('[REDACTED]');
    const logged = JSON.stringify(ctx.lines);
    for (const value of [message.name, message.email, 'my phone is 555 0101']) {
      expect(logged).not.toContain(value);
    }
  });

  it('logs a failing sign-up without its e-mail or username', async () => {
    await refuseInserts('users');
    const registration = buildRegistration();
    ctx.lines.length = 0;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: registration,
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(500);
    const error = loggedError();
    expect(error.err.message).toMatch(/Failed query: insert into "users"/);
    const logged = JSON.stringify(ctx.lines);
    for (const value of [registration.email, registration.username]) {
      expect(logged).not.toContain(value);
    }
  });
});

describe('a client that hangs up mid-request', () => {
  const ctx = useLoggedApp(testDatabases[0]!);

  it('is logged at info as an aborted request, not as the database being unavailable', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const body = JSON.stringify(buildContactMessage());
    await new Promise<void>((resolve, reject) => {
      const socket = connect({ host: '127.0.0.1', port: Number(port) }, () => {
        // Half the announced body, then the client is gone.
        socket.write(
          `POST /api/emails/contact HTTP/1.1\r\nHost: localhost\r\n` +
            `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n` +
            body.slice(0, body.length / 2),
        );
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 200);
      });
      socket.once('error', reject);
    });
    const deadline = Date.now() + 5_000;
    const aborted = () => ctx.lines.find((l) => l['msg'] === 'request aborted by the client');
    while (!aborted() && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(aborted()).toMatchObject({ level: 30, method: 'POST', url: '/api/emails/contact' });
    expect(ctx.lines.filter((l) => (l['level'] as number) >= 50)).toEqual([]);
  });
});

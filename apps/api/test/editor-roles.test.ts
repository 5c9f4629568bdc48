/**
 * Giving roles (issue 32, item 1): an admin gives them at the desk, each change in the audit log
 * with the role before and after; nobody changes their own role; the first admin is made by the
 * command line, run here as the operator would against a PostgreSQL database.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { EDITOR_MESSAGES, type AuditEntry } from '@sendero/contract';
import { auditLog, openDatabase, recordAudit, users } from '@sendero/db';
import { useApp } from './build.ts';
import { testDatabases, testDatabaseUrl } from './databases.ts';
import { accountWithRole, call, type Person } from './editor-helpers.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

describe.each(testDatabases)('giving roles on $name', (target) => {
  const ctx = useApp(target);
  let admin: Person;

  beforeAll(async () => {
    admin = await accountWithRole(ctx, 'admin');
  });

  const grant = (email: string, role: string, person = admin) =>
    call(ctx.app, person, 'PUT', '/api/editor/roles', { email, role });

  async function roleOf(userId: number) {
    const [row] = await ctx.database.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, userId));
    return row!.role;
  }

  async function auditOf(userId: number) {
    const response = await call(
      ctx.app,
      admin,
      'GET',
      `/api/editor/audit?targetType=user&targetId=${userId}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().content as AuditEntry[];
  }

  it('gives a role by address, any case, and records it with before and after', async () => {
    const person = await accountWithRole(ctx, 'traveller');
    const response = await grant(person.email.toUpperCase(), 'editor');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      userId: person.id,
      username: person.username,
      role: 'editor',
    });
    expect(await roleOf(person.id)).toBe('editor');
    // The new editor is let in at once, with the token they already had.
    expect((await call(ctx.app, person, 'GET', '/api/editor/me')).json()).toMatchObject({
      role: 'editor',
    });

    const [entry] = await auditOf(person.id);
    expect(entry).toMatchObject({
      actorName: admin.username,
      action: 'role.grant',
      targetType: 'user',
      targetId: String(person.id),
      before: { role: 'traveller' },
      after: { role: 'editor' },
    });
    expect(Date.parse(entry!.at)).not.toBeNaN();
  });

  it('lets an admin make another admin, who may then give roles', async () => {
    const person = await accountWithRole(ctx, 'editor');
    expect((await grant(person.email, 'admin')).statusCode).toBe(200);
    const newcomer = await accountWithRole(ctx, 'traveller');
    expect((await grant(newcomer.email, 'editor', person)).statusCode).toBe(200);
    expect(await roleOf(newcomer.id)).toBe('editor');
  });

  it('refuses a change of one’s own role, and changes nothing', async () => {
    const response = await grant(admin.email, 'traveller');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: EDITOR_MESSAGES.ownRole });
    expect(await roleOf(admin.id)).toBe('admin');
    expect(await auditOf(admin.id)).toEqual([]);
  });

  it('answers 404 for an address no account uses', async () => {
    const response = await grant('nobody-here@example.com', 'editor');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: EDITOR_MESSAGES.userNotFound });
  });

  it.each([
    [{ email: 'someone@example.com', role: 'owner' }, 'role'],
    [{ email: 'not an address', role: 'editor' }, 'email'],
    [{ role: 'editor' }, 'email'],
  ])('refuses %o with a 400 naming %s', async (body, field) => {
    const response = await call(ctx.app, admin, 'PUT', '/api/editor/roles', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR', field });
  });

  it('reads the audit log newest first, in pages of 50', async () => {
    const start = Date.parse('2026-11-01T00:00:00Z');
    for (let n = 0; n < 55; n += 1) {
      await recordAudit(ctx.database.db, {
        actor: { userId: admin.id, username: admin.username },
        action: 'test.entry',
        targetType: 'paging',
        targetId: n,
        after: { n },
        at: new Date(start + n * 1000),
      });
    }
    const page = (n: number) =>
      call(ctx.app, admin, 'GET', `/api/editor/audit?targetType=paging&page=${n}`);
    const first = (await page(0)).json();
    expect(first).toMatchObject({ page: 0, size: 50, totalElements: 55, totalPages: 2 });
    const second = (await page(1)).json();
    const numbers = [...first.content, ...second.content].map((e: AuditEntry) => e.targetId);
    expect(numbers).toEqual(Array.from({ length: 55 }, (_, i) => String(54 - i)));
    expect(first.content[0]).toMatchObject({
      actorName: admin.username,
      action: 'test.entry',
      before: null,
      after: { n: 54 },
      at: new Date(start + 54_000).toISOString(),
    });
  });
});

describe.skipIf(!testDatabaseUrl)('the user:role command line on PostgreSQL', () => {
  it('makes an account admin, prints it, and records it as the command line', async () => {
    const templates = inject('senderoTemplates').postgres!;
    const name = `sendero_cli_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: templates.url });
    await admin.connect();
    await admin.query(`create database ${name} template ${templates.databases['migrated']}`);
    const url = new URL(templates.url);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString() });
    try {
      const [person] = await handle.db
        .insert(users)
        .values({ username: 'first_admin', email: 'First@Example.com', passwordHash: 'x' })
        .returning({ id: users.id });

      const { stdout } = await promisify(execFile)(
        'npx',
        ['tsx', 'apps/api/src/cli/user-role.ts', 'first@example.com', 'admin'],
        { cwd: ROOT, env: { ...process.env, DATABASE_URL: url.toString() } },
      );
      expect(stdout).toBe('first_admin is now admin.\n');

      const [row] = await handle.db
        .select({ role: users.role })
        .from(users)
        .where(eq(users.id, person!.id));
      expect(row!.role).toBe('admin');
      const entries = await handle.db.select().from(auditLog);
      expect(entries).toMatchObject([
        {
          actorId: null,
          actorName: 'command line',
          action: 'role.grant',
          targetId: String(person!.id),
          before: { role: 'traveller' },
          after: { role: 'admin' },
        },
      ]);
    } finally {
      await handle.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});

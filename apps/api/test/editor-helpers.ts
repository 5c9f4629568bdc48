/** Accounts at the editors' desk, and calls made from it. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { DraftKind, HistoryEntry, UserRole } from '@sendero/contract';
import { setRoleByEmail, type DatabaseHandle } from '@sendero/db';
import { bearer, registerAndLogin } from './accounts-helpers.ts';
import { build } from './build.ts';
import type { TestDatabase } from './databases.ts';

export type Person = Awaited<ReturnType<typeof registerAndLogin>>;

/** A new account with `role`, set in the database as the command line would. */
export async function accountWithRole(
  ctx: { app: FastifyInstance; database: DatabaseHandle },
  role: UserRole,
): Promise<Person> {
  const person = await registerAndLogin(ctx.app);
  if (role !== 'traveller') await setRoleByEmail(ctx.database.db, { email: person.email, role });
  return person;
}

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A call as `person` (or signed out), with a JSON body when one is given. */
export function call(
  app: FastifyInstance,
  person: { token: string } | null,
  method: Method,
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: person ? bearer(person.token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/**
 * Two app instances on one database holding the fixture dataset, as two servers behind a load
 * balancer, and an editor signed in on the first (each test instance signs its tokens with a
 * secret of its own, so the editor's calls go to `a`). `close` ends both and the database.
 */
export async function twoEditorInstances(target: TestDatabase) {
  const database = await target.open('fixture');
  const a = await build(database);
  const b = await build(database);
  const editor = await accountWithRole({ app: a.app, database }, 'editor');
  const close = async () => {
    await a.app.close();
    await b.app.close();
    await database.close();
  };
  return { database, a: a.app, b: b.app, editor, close };
}

/** An entity's published versions, newest first, as the desk reads them. */
export async function historyOf(
  app: FastifyInstance,
  person: { token: string },
  { kind, id }: { kind: DraftKind; id: number },
): Promise<HistoryEntry[]> {
  const response = await call(app, person, 'GET', `/api/editor/content/${kind}/${id}/history`);
  expect(response.statusCode).toBe(200);
  return response.json<{ entries: HistoryEntry[] }>().entries;
}

/**
 * Publishes an earlier version again: the call succeeds, and the history's newest version is
 * that restore, marked as one.
 */
export async function restoreVersion(
  app: FastifyInstance,
  person: { token: string },
  { kind, id, revisionId }: { kind: DraftKind; id: number; revisionId: number },
) {
  const restored = await call(app, person, 'POST', `/api/editor/revisions/${revisionId}/restore`);
  expect(restored.statusCode).toBe(200);
  expect((await historyOf(app, person, { kind, id }))[0]).toMatchObject({
    origin: `restore:${revisionId}`,
    current: true,
  });
}

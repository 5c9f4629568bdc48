/**
 * The editors' desk is closed to everyone else (issue 32, item 1): every route under /api/editor,
 * collected from the app itself so a new one is covered without being listed here, answers 401
 * signed out and 403 to a traveller, whatever the body; giving roles answers 403 to an editor; and
 * a role taken away stops working on the very next call.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_MESSAGES } from '@sendero/contract';
import { routeCachePolicies } from '../src/plugins/http-cache.ts';
import { useApp } from './build.ts';
import { testDatabases } from './databases.ts';
import { accountWithRole, call, type Method, type Person } from './editor-helpers.ts';

describe.each(testDatabases)('who may use the editors’ desk on $name', (target) => {
  const ctx = useApp(target, { content: 'fixture' });
  let traveller: Person;
  let editor: Person;
  let admin: Person;

  beforeAll(async () => {
    traveller = await accountWithRole(ctx, 'traveller');
    editor = await accountWithRole(ctx, 'editor');
    admin = await accountWithRole(ctx, 'admin');
  });

  /** Every registered route under /api/editor, its parameters filled in with likely values. */
  function editorRoutes() {
    return routeCachePolicies(ctx.app)
      .filter((route) => route.url.startsWith('/api/editor'))
      .map((route) => ({
        method: route.method as Method,
        url: route.url.replace(':kind', 'submission').replace(/:[a-zA-Z]+/g, '1'),
      }));
  }

  it('finds the desk’s routes in the app', () => {
    const routes = editorRoutes().map((route) => `${route.method} ${route.url}`);
    // A sample that must be among them: the collection itself is what the other tests rely on.
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/editor/me',
        'GET /api/editor/inbox',
        'PATCH /api/editor/inbox/submission/1',
        'POST /api/editor/inbox/submission/1/accept',
        'PUT /api/editor/roles',
        'GET /api/editor/audit',
      ]),
    );
  });

  it('answers 401 to every route when signed out, before looking at the body', async () => {
    for (const { method, url } of editorRoutes()) {
      const body = method === 'GET' || method === 'HEAD' ? undefined : { bogus: true };
      const response = await call(ctx.app, null, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.headers['cache-control'], `${method} ${url}`).toBe('private, no-store');
    }
  });

  it('answers 403 to every route for a traveller, before looking at the body', async () => {
    for (const { method, url } of editorRoutes()) {
      const body = method === 'GET' || method === 'HEAD' ? undefined : { bogus: true };
      const response = await call(ctx.app, traveller, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      if (method !== 'HEAD') {
        expect(response.json(), `${method} ${url}`).toEqual({
          error: 'FORBIDDEN',
          message: EDITOR_MESSAGES.notAllowed,
        });
      }
    }
  });

  it('lets an editor in, but not to the roles', async () => {
    const me = await call(ctx.app, editor, 'GET', '/api/editor/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ userId: editor.id, username: editor.username, role: 'editor' });
    expect(me.headers['cache-control']).toBe('private, no-store');

    const roles = await call(ctx.app, editor, 'PUT', '/api/editor/roles', {
      email: traveller.email,
      role: 'editor',
    });
    expect(roles.statusCode).toBe(403);
    expect(roles.json()).toMatchObject({ message: EDITOR_MESSAGES.adminsOnly });
    const still = await call(ctx.app, traveller, 'GET', '/api/editor/me');
    expect(still.statusCode).toBe(403);
  });

  it('refuses a role taken away on the next call, with the same token', async () => {
    const demoted = await accountWithRole(ctx, 'editor');
    expect((await call(ctx.app, demoted, 'GET', '/api/editor/inbox')).statusCode).toBe(200);

    const taken = await call(ctx.app, admin, 'PUT', '/api/editor/roles', {
      email: demoted.email,
      role: 'traveller',
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({ userId: demoted.id, role: 'traveller' });

    const after = await call(ctx.app, demoted, 'GET', '/api/editor/inbox');
    expect(after.statusCode).toBe(403);
  });
});

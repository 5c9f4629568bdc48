/**
 * Every route's caching is declared in its config (or is the default, no Cache-Control): this walks
 * every registered route, so a new route has to say how it is cached before this test passes.
 * content-cache.test.ts and the module tests check the headers each policy sends.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeCachePolicies, type CachePolicy } from '../src/plugins/http-cache.ts';
import { useApp } from './build.ts';
import { testDatabases } from './databases.ts';

const DEFAULT = 'default (none)';

function webDist() {
  const dir = mkdtempSync(join(tmpdir(), 'sendero-route-caching-web-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  return dir;
}

/** Every route but HEAD; each GET's automatic HEAD route is checked against its GET. */
const EXPECTED: Record<string, CachePolicy | typeof DEFAULT> = {
  'GET /healthz': DEFAULT,
  'GET /readyz': DEFAULT,
  'GET /api/cities': 'content',
  'GET /api/cities/:id': 'content',
  'GET /api/cities/:id/info': 'content',
  'GET /api/cities/:id/tours': 'content',
  'GET /api/cities/:id/spots': 'content',
  'POST /api/consent': DEFAULT,
  'POST /api/emails/contact': DEFAULT,
  'GET /api/tours': 'content',
  'GET /api/tours/popular': 'content',
  'GET /api/tours/categories': 'content',
  'GET /api/tours/:id': 'content',
  'GET /api/tours/:id/plan': 'content',
  'GET /api/spots/popular': 'content',
  'GET /api/spots/:id': 'content',
  'GET /api/city-posts': 'content',
  'GET /api/city-posts/by-slug/:cityId/:slug': 'content',
  'GET /sitemap.xml': 'crawler',
  'GET /robots.txt': 'crawler',
  'GET /api/events': 'events',
  'GET /api/events.ics': 'events',
  'GET /api/search': 'search',
  'POST /api/users': 'personal',
  // A form sent to its page without the app's code: static-web.ts answers it no-store itself.
  'POST /company-info': DEFAULT,
  'POST /forgot-password': DEFAULT,
  'POST /login': DEFAULT,
  'POST /reset-password': DEFAULT,
  'POST /submit': DEFAULT,
  'POST /api/login': 'personal',
  'POST /api/refresh': 'personal',
  'POST /api/logout': 'personal',
  'GET /api/users/me': 'personal',
  'POST /api/me/change-password': 'personal',
  'DELETE /api/users/me': 'personal',
  'GET /api/me/sessions': 'personal',
  'DELETE /api/me/sessions': 'personal',
  'DELETE /api/me/sessions/:id': 'personal',
  'POST /api/auth/request-password-reset': 'personal',
  'POST /api/auth/reset-password': 'personal',
  'GET /api/bookmarks/exists': 'personal',
  'GET /api/bookmarks/:type': 'personal',
  'GET /api/favorites/exists': 'personal',
  'GET /api/favorites/:type': 'personal',
  'GET /api/bookmarks/:type/ids': 'personal',
  'POST /api/bookmarks': 'personal',
  'DELETE /api/bookmarks': 'personal',
  'POST /api/favorites/:type/:id': 'personal',
  'GET /api/saved-events': 'personal',
  'POST /api/saved-events': 'personal',
  'DELETE /api/saved-events': 'personal',
  'PUT /api/saved-events/:id': 'personal',
  'DELETE /api/saved-events/:id': 'personal',
  'GET /api/trips': 'personal',
  'POST /api/trips': 'personal',
  'GET /api/trips/:id': 'personal',
  'PATCH /api/trips/:id': 'personal',
  'DELETE /api/trips/:id': 'personal',
  'POST /api/trips/:id/items': 'personal',
  'PATCH /api/trips/:id/items/:itemId': 'personal',
  'DELETE /api/trips/:id/items/:itemId': 'personal',
  'POST /api/trips/:id/share': 'personal',
  'DELETE /api/trips/:id/share': 'personal',
  'GET /api/trips/:id/export.ics': 'personal',
  'GET /api/trips/:id/export.gpx': 'personal',
  'POST /api/trips/:id/offline-changes': 'personal',
  'PATCH /api/trips/:id/events/:entryId': 'personal',
  'DELETE /api/trips/:id/events/:entryId': 'personal',
  'GET /api/shared-trips/:token': 'personal',
  'GET /api/editor/me': 'personal',
  'GET /api/editor/inbox': 'personal',
  'GET /api/editor/inbox/:kind/:id': 'personal',
  'PATCH /api/editor/inbox/:kind/:id': 'personal',
  'POST /api/editor/inbox/:kind/:id/reject': 'personal',
  'POST /api/editor/inbox/:kind/:id/answer': 'personal',
  'POST /api/editor/inbox/:kind/:id/accept': 'personal',
  'PUT /api/editor/roles': 'personal',
  'GET /api/editor/audit': 'personal',
  'GET /api/editor/drafts': 'personal',
  'GET /api/editor/drafts/:id': 'personal',
  'GET /api/editor/drafts/:id/preview': 'personal',
  'PUT /api/editor/drafts/:id': 'personal',
  'DELETE /api/editor/drafts/:id': 'personal',
  'POST /api/editor/drafts/:id/publish': 'personal',
  'POST /api/editor/content/:kind/:id/draft': 'personal',
  'POST /api/editor/drafts': 'personal',
  'GET /api/editor/content/:kind/:id/history': 'personal',
  'GET /api/editor/media': 'personal',
  'POST /api/editor/media': 'personal',
  'POST /api/editor/revisions/:id/restore': 'personal',
  'POST /api/submissions': DEFAULT,
  'GET /api/docs': DEFAULT,
  'GET /api/docs/json': DEFAULT,
  // Files and the SPA's page set their own headers per file (plugins/static-web.ts).
  'GET /media/*': DEFAULT,
  'GET /media/uploads/:name': DEFAULT,
  'GET /*': DEFAULT,
  'GET /': DEFAULT,
};

describe('caching declared per route', () => {
  // Routes do not depend on the database: PGlite alone is enough. A built web app (its index page
  // is enough) adds the static files' route, whether or not this checkout has built one.
  const ctx = useApp(testDatabases[0]!, { env: { WEB_DIST_DIR: webDist() } });

  it('gives every registered route its declared policy or the default', () => {
    const routes = routeCachePolicies(ctx.app);
    const actual = Object.fromEntries(
      routes
        .filter((route) => route.method !== 'HEAD')
        .map((route) => [`${route.method} ${route.url}`, route.declared ? route.policy : DEFAULT]),
    );
    expect(actual).toEqual(EXPECTED);
  });

  it('caches a HEAD route as its GET route', () => {
    const routes = routeCachePolicies(ctx.app);
    const heads = routes.filter((route) => route.method === 'HEAD');
    expect(heads.length).toBeGreaterThan(0);
    for (const head of heads) {
      const get = routes.find((route) => route.method === 'GET' && route.url === head.url);
      expect({ url: head.url, policy: head.policy }).toEqual({
        url: head.url,
        policy: get?.policy,
      });
    }
  });

  it('has every API read declare its policy rather than fall to the default', () => {
    const undeclared = routeCachePolicies(ctx.app).filter(
      (route) =>
        route.method === 'GET' &&
        route.url.startsWith('/api/') &&
        !route.url.startsWith('/api/docs') &&
        !route.declared,
    );
    expect(undeclared).toEqual([]);
  });
});

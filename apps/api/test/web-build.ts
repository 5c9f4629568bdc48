/**
 * The built web app with its server renderer, for the tests of rendered pages: `npm test` builds it
 * before the tests; a bare `vitest run` without a build skips those tests (REQUIRE_ALL fails).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireAll } from './databases.ts';

export const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export const webBuilt =
  existsSync(join(WEB_DIST, 'index.html')) &&
  existsSync(join(WEB_DIST, '..', 'dist-server', 'entry-server.js'));

if (requireAll && !webBuilt) {
  throw new Error('REQUIRE_ALL=1 but the web app is not built: run "npm run build" first.');
}

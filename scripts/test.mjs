// `npm test`: the whole suite — the build, unit and API tests (Vitest; API tests on PGlite, and on
// PostgreSQL too when TEST_DATABASE_URL is set), then browser tests (Playwright in Chromium)
// against the built app.
import { ensureBuilt, ensureInstalled, run, runNpm } from './lib.mjs';

ensureInstalled();
const started = Date.now();
// The API tests render pages with the built web app's server renderer: build first.
ensureBuilt();
run(process.execPath, ['node_modules/vitest/vitest.mjs', 'run']);
runNpm(['exec', '--', 'playwright', 'test', '-c', 'e2e/playwright.config.ts']);
console.log(`\nAll tests passed in ${Math.round((Date.now() - started) / 1000)} s.`);

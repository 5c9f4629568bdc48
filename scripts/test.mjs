// `npm test`: the whole suite, timed per part (docs/decisions/0047):
//   1. the build (the API tests render pages with the built web app's server renderer, and the
//      browser tests run the built app);
//   2. the unit and API tests (Vitest; API tests on PGlite, and on PostgreSQL too when
//      TEST_DATABASE_URL is set);
//   3. the browser tests (Playwright in Chromium) against the built app;
//   4. the fault tests, which stop and freeze databases and hold the app to deadlines: alone, so
//      that no other part's load can push a deadline (vitest.config.ts).
// Every part runs even when one before failed, so one run reports every failure.
import { spawnSync } from 'node:child_process';
import { ensureBuilt, ensureInstalled, ROOT } from './lib.mjs';

const VITEST = ['node_modules/vitest/vitest.mjs', 'run'];
const PARTS = [
  [
    'unit and API tests',
    [...VITEST, '--project', 'node', '--project', 'web', '--project', 'web-isolated'],
  ],
  [
    'browser tests',
    ['node_modules/@playwright/test/cli.js', 'test', '-c', 'e2e/playwright.config.ts'],
  ],
  ['fault tests', [...VITEST, '--project', 'faults']],
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const times = [];

ensureInstalled();
const started = Date.now();
ensureBuilt();
times.push(['build', Date.now() - started, true]);

for (const [label, args] of PARTS) {
  const partStarted = Date.now();
  const { status } = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
  times.push([label, Date.now() - partStarted, status === 0]);
}

const total = Date.now() - started;
console.log('\nTime per part:');
for (const [label, ms, passed] of [...times, ['in all', total, true]]) {
  console.log(`  ${label.padEnd(20)} ${seconds(ms).padStart(8)}${passed ? '' : '  FAILED'}`);
}
if (times.some(([, , passed]) => !passed)) {
  console.error('\n✖ Some tests failed (see above).');
  process.exit(1);
}
console.log(`\nAll tests passed in ${seconds(total)}.`);

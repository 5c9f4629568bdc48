import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The fault tests stop, freeze and restart a database or Redis of their own and hold the app to
 * deadlines (an answer within a command timeout). They run on their own (`--project faults`, after
 * the rest in `npm test`) so that contention from other tests cannot push a deadline.
 */
const FAULT_TESTS = [
  'apps/api/test/postgres-faults.test.ts',
  'apps/api/test/postgres-restart.test.ts',
  'apps/api/test/redis-faults.test.ts',
];

const WEB = 'apps/web';
/**
 * The web tests that replace or reload modules (vi.mock, vi.resetModules) get a module graph of
 * their own; the rest share one per worker (see `isolate` below). Found by reading the files, so a
 * new such test cannot be forgotten in a list.
 */
const MOCKING_WEB_TESTS = readdirSync(join(WEB, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) =>
    /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(join(WEB, 'src', file), 'utf8')),
  )
  .map((file) => `src/${file.replaceAll('\\', '/')}`);

const apiTests = {
  environment: 'node',
  exclude: ['**/node_modules/**', '**/dist/**'],
  // Once per run: the migrated database templates every API test copies (see the file).
  globalSetup: ['apps/api/test/global-setup.ts'],
  // One process per worker for all its files: PGlite's WebAssembly is compiled, and the app's
  // modules are loaded, once per worker instead of once per file. Every describe block still
  // builds its own app on its own database.
  isolate: false,
  // Generous: a loaded 2-core machine can be slow to start PGlite or a database copy.
  testTimeout: 60_000,
  hookTimeout: 120_000,
} as const;

/**
 * A bound for a state that never comes, not for how long one takes: a component test that walks a
 * form takes about a second on a quiet machine, and more than the default five on a loaded one.
 */
const webTimeouts = { testTimeout: 30_000 } as const;

// One run covers every workspace; the web app's tests run in jsdom through its own config.
export default defineConfig({
  test: {
    // Two cores: two workers keep API tests (each with its own database) from starving each other.
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...apiTests,
          name: 'node',
          include: [
            'apps/api/**/*.test.ts',
            'packages/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tools/**/*.test.ts',
          ],
          exclude: [...apiTests.exclude, ...FAULT_TESTS],
        },
      },
      {
        test: {
          ...apiTests,
          name: 'faults',
          include: FAULT_TESTS,
          // They copy only the migrated PGlite: its template alone (see the file).
          globalSetup: ['apps/api/test/global-setup-faults.ts'],
        },
      },
      {
        extends: `${WEB}/vite.config.ts`,
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', ...MOCKING_WEB_TESTS],
          // One jsdom and one module graph per worker, not per file: loading React, the router
          // and jsdom again for each of a hundred files was most of this project's time.
          // src/test/setup.ts resets the DOM and storage after every test.
          isolate: false,
          ...webTimeouts,
        },
      },
      {
        extends: `${WEB}/vite.config.ts`,
        test: { name: 'web-isolated', include: MOCKING_WEB_TESTS, ...webTimeouts },
      },
    ],
  },
});

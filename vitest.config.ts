import { defineConfig } from 'vitest/config';

// One run covers every workspace; the web app's tests run in jsdom through its own config.
export default defineConfig({
  test: {
    // Two cores: two workers keep API tests (each with its own database) from starving each other.
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'apps/api/**/*.test.ts',
            'packages/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tools/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', '**/dist/**'],
          // Once per run: the migrated database templates every API test copies (see the file).
          globalSetup: ['apps/api/test/global-setup.ts'],
          // One process per worker for all its files: PGlite's WebAssembly is compiled, and the
          // app's modules and the template tarballs are loaded, once per worker instead of once
          // per file. Every describe block still builds its own app on its own database.
          isolate: false,
          // Generous: a loaded 2-core machine can be slow to start PGlite or a database copy.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});

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
          // Generous: PGlite compiles its WebAssembly per test file, slow on a loaded 2-core machine.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});

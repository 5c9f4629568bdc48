import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL, E2E_PORT, HEADLESS_SHELL } from './env.ts';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Bounds for a state that never comes, not for how long one takes: a loaded 2-core machine can
  // take several times a quiet one's, and a passing test never waits them out.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: `../test-results/${E2E_PORT}`,
  use: {
    baseURL: E2E_BASE_URL,
    // Recording a trace (a screenshot and a DOM snapshot at every step) was a fifth of the
    // browser tests' time on 2 cores, for every passing test too. A failure on CI is run again
    // with a trace; locally, add `--trace on` to the run you are looking into (decision 0048).
    trace: 'on-first-retry',
    // A service worker answers fetches before page.route can see them: only the offline spec,
    // which is about the worker, lets it run (test.use there).
    serviceWorkers: 'block',
    // Chromium's headless shell, the browser Playwright itself runs headless: the full browser
    // also builds its window's own interface for every test's context (the address bar's popup
    // is a page of its own), which was half of the CPU a page load took on 2 cores.
    launchOptions: {
      executablePath: HEADLESS_SHELL,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /mobile\.spec\.ts/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], channel: undefined },
      testMatch: /mobile\.spec\.ts/,
    },
  ],
  webServer: {
    command: 'node e2e/server.mjs',
    cwd: '..',
    url: `${E2E_BASE_URL}/readyz`,
    env: { E2E_PORT: String(E2E_PORT) },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});

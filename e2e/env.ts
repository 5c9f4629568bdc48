/** Where the browser tests' server runs and keeps its data (shared by the config and the specs). */
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4321);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = join(tmpdir(), `sendero-e2e-${E2E_PORT}`);
export const E2E_OUTBOX_DIR = join(E2E_DATA_DIR, 'outbox');

/** The browser the tests run in (playwright.config.ts), and the full one for the install check. */
export const HEADLESS_SHELL =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

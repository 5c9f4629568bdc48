import { test as base, expect } from '@playwright/test';
import type { Page, Response } from '@playwright/test';

/**
 * Pages arrive rendered on the server, so a heading can be visible before React has hydrated and
 * listens to clicks and keys. Every test's `page.goto` and `page.reload` therefore wait for the
 * app to be live (`<html data-hydrated>`) when they loaded one of its pages.
 */
async function untilLive(page: Page, response: Response | null): Promise<Response | null> {
  const type = response?.headers()['content-type'] ?? '';
  if (type.startsWith('text/html')) {
    // Looked for at every frame: a locator's wait looks again only every 500 ms after its first
    // few tries, so a page that went live just after one look waited up to half a second more
    // (about a tenth of a second a goto on average, measured with two loads at once).
    await page.waitForFunction(
      () => document.documentElement.dataset.hydrated !== undefined,
      undefined,
      { polling: 'raf' },
    );
  }
  return response;
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => untilLive(page, await goto(url, options));
    page.reload = async (options) => untilLive(page, await reload(options));
    await use(page);
  },
});

export { expect };

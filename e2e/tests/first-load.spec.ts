import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * The home page's first load (decision 0015): no map, markdown, toast or zod code (zod comes with
 * the session, and with the pages that validate forms), the display font preloaded, and the text
 * font added once the page is live (decision 0020). Each library is recognised by a string only its
 * own code holds, and the build is checked to hold that string somewhere, so a renamed marker
 * cannot pass unnoticed.
 */
const HEAVY_LIBRARIES = {
  leaflet: 'leaflet-container',
  'react-markdown': 'micromarkExtensions',
  'react-toastify': 'Toastify__',
  zod: 'ZodError',
} as const;

const ASSETS = fileURLToPath(new URL('../../apps/web/dist/assets/', import.meta.url));

/** The JavaScript the page downloads until the network is quiet. */
async function scriptsOf(page: Page, path: string): Promise<Map<string, string>> {
  const scripts = new Map<string, string>();
  const reads: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reads.push(response.text().then((body) => void scripts.set(response.url(), body)));
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await Promise.all(reads);
  return scripts;
}

test.describe('first load', () => {
  test('the home page loads no Leaflet, react-markdown, react-toastify or zod', async ({
    page,
  }) => {
    const built = readdirSync(ASSETS)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(`${ASSETS}${name}`, 'utf8'));
    const scripts = await scriptsOf(page, '/');
    expect(scripts.size).toBeGreaterThan(0);
    for (const [library, marker] of Object.entries(HEAVY_LIBRARIES)) {
      expect(
        built.some((code) => code.includes(marker)),
        `${library} is in the build`,
      ).toBe(true);
      const loaded = [...scripts].filter(([, body]) => body.includes(marker)).map(([url]) => url);
      expect(loaded, `${library} on the home page's first load`).toEqual([]);
    }
  });

  test('the display font is preloaded, as the file the stylesheet uses', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const preloads = await page
      .locator('head link[rel="preload"][as="font"]')
      .evaluateAll((links) =>
        links.map((link) => ({
          href: link.getAttribute('href') ?? '',
          type: link.getAttribute('type'),
          crossorigin: link.hasAttribute('crossorigin'),
        })),
      );
    expect(preloads.map((p) => p.href.replace(/-[\w-]{8}\.woff2$/, '.woff2'))).toEqual([
      '/assets/fraunces-latin-wght-normal.woff2',
    ]);
    const stylesheet = await page
      .locator('head link[rel="stylesheet"]')
      .first()
      .getAttribute('href');
    const css = await (await request.get(stylesheet ?? '')).text();
    for (const preload of preloads) {
      expect(preload).toMatchObject({ type: 'font/woff2', crossorigin: true });
      expect(css).toContain(`url(${preload.href})`);
      expect((await request.get(preload.href)).ok()).toBe(true);
    }
  });

  test('the text font is left out of the first paint and arrives once the page has loaded', async ({
    page,
  }) => {
    await page.goto('/');
    // Inter is in use once its latin file has arrived (the paragraph's stack names it first).
    await expect
      .poll(() =>
        page.evaluate(() => {
          let loaded = false;
          document.fonts.forEach((face) => {
            if (face.family === 'Inter Variable' && face.status === 'loaded') loaded = true;
          });
          return loaded && document.fonts.check('16px "Inter Variable"');
        }),
      )
      .toBe(true);
    await expect(page.locator('html.text-font')).toHaveCount(1);
    // ...and its file was asked for only after the page had loaded, never beside the LCP image.
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      const inter = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/inter-latin-'));
      return {
        load: navigation?.loadEventStart ?? 0,
        inter: inter.map((entry) => entry.startTime),
      };
    });
    expect(timing.inter.length).toBeGreaterThan(0);
    for (const start of timing.inter) expect(start).toBeGreaterThanOrEqual(timing.load);
  });
});

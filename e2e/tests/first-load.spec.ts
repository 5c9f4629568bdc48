import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * The first load of the home page and /events (decision 0015): no map, markdown, toast or zod code
 * (zod comes with the session, and with the pages that validate forms), the display font preloaded,
 * and the text font added once the page is live (decision 0020). Each library is recognised by a
 * string only its own code holds, and the build is checked to hold that string somewhere, so a
 * renamed marker cannot pass unnoticed.
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
    // A script still arriving as the test ends (the service worker's registration, after
    // hydration) can no longer be read; it is not the first load, so it is let go.
    const read = response.text().then((body) => void scripts.set(response.url(), body));
    reads.push(read.catch(() => {}));
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The first load ends when the app is live; its last scripts are asked for by then.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await Promise.all(reads);
  return scripts;
}

test.describe('first load', () => {
  // /events as well: it imports from the events contract, whose zod schemas came along once.
  for (const path of ['/', '/events']) {
    test(`${path} loads no Leaflet, react-markdown, react-toastify or zod`, async ({ page }) => {
      const built = readdirSync(ASSETS)
        .filter((name) => name.endsWith('.js'))
        .map((name) => readFileSync(`${ASSETS}${name}`, 'utf8'));
      const scripts = await scriptsOf(page, path);
      expect(scripts.size).toBeGreaterThan(0);
      for (const [library, marker] of Object.entries(HEAVY_LIBRARIES)) {
        expect(
          built.some((code) => code.includes(marker)),
          `${library} is in the build`,
        ).toBe(true);
        const loaded = [...scripts].filter(([, body]) => body.includes(marker)).map(([url]) => url);
        expect(loaded, `${library} on the first load of ${path}`).toEqual([]);
      }
    });
  }

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
      '/assets/fraunces-700-core.woff2',
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

  test('display text asks only for the weight the display font ships in', async ({ page }) => {
    // Fraunces ships in bold alone (decision 0015): a heading set in another weight would be drawn
    // in bold anyway, so its class would say one thing and the page show another.
    for (const path of ['/', '/cities', '/mexico', '/terms', '/login']) {
      await page.goto(path);
      const weights = await page.evaluate(() => {
        const found = new Map<string, string>();
        for (const element of Array.from(document.body.querySelectorAll('*'))) {
          const style = getComputedStyle(element);
          if (!style.fontFamily.startsWith('Fraunces') || !element.textContent?.trim()) continue;
          found.set(style.fontWeight, element.textContent.trim().slice(0, 40));
        }
        return Object.fromEntries(found);
      });
      expect(Object.keys(weights), `${path}: ${JSON.stringify(weights)}`).toEqual(['700']);
    }
  });

  test("a first visit reads in the text font's fallback and downloads no text font", async ({
    page,
  }) => {
    // Decision 0020, item 4: Inter only where this device has it (offline.spec checks the pages a
    // service worker controls); no page swaps its text font under the reader.
    await page.goto('/');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html.text-font')).toHaveCount(0);
    const { font, interRequested } = await page.evaluate(() => ({
      font: getComputedStyle(document.body).fontFamily,
      interRequested: performance
        .getEntriesByType('resource')
        .some((entry) => entry.name.includes('/inter-')),
    }));
    expect(font).toMatch(/^"Inter Fallback"/);
    expect(interRequested).toBe(false);
  });

  test('the app is asked for only once the page is painted', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    const timing = await page.evaluate(async () => {
      // The first LCP entry: the page's largest element as the server's HTML first showed it.
      const firstLcp = await new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries()[0]?.startTime ?? 0)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
      });
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      // The page's own script tags (the boot, the theme) load with it; everything else must wait.
      const tags = Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]')).map(
        (s) => s.src,
      );
      const later = performance
        .getEntriesByType('resource')
        .filter((r) => r.name.endsWith('.js') && !tags.includes(r.name))
        .map((r) => ({ name: r.name, start: r.startTime }));
      return { firstLcp, load: navigation?.loadEventStart ?? 0, tags, later };
    });
    expect(timing.tags.some((src) => /\/assets\/index-[\w-]+\.js$/.test(src))).toBe(true);
    expect(timing.firstLcp).toBeGreaterThan(0);
    expect(timing.later.length).toBeGreaterThan(3);
    for (const { name, start } of timing.later) {
      expect(start, name).toBeGreaterThanOrEqual(Math.max(timing.load, timing.firstLcp));
    }
  });

  test('a tour read on a phone starts its map only as the reader nears it', async ({ page }) => {
    // Leaflet is a chunk of its own and a few hundred milliseconds of a phone's main thread
    // (decision 0020): a tour opened at its top, with the map a screen down, does not load it.
    await page.setViewportSize({ width: 412, height: 823 });
    const scripts = await scriptsOf(page, '/tours/1');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    const mapLoaded = () =>
      [...scripts.values()].some((body) => body.includes(HEAVY_LIBRARIES.leaflet));
    const section = page.getByRole('region', { name: 'Route map' });
    const top = await section.evaluate((element) => element.getBoundingClientRect().top);
    expect(top, 'the map starts below the first screen').toBeGreaterThan(823 + 200);
    expect(mapLoaded()).toBe(false);
    await expect(page.getByTestId('tour-map')).toHaveCount(0);

    await section.scrollIntoViewIfNeeded();
    await expect(page.getByTestId('tour-map')).toBeVisible();
    // The chunk's body is read from its response in the background: wait for that read.
    await expect.poll(mapLoaded).toBe(true);
  });
});

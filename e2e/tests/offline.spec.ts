/**
 * Offline-ready (issue 16), first part: the manifest and the service worker register, Chromium
 * finds the app installable, a page visited before opens with no network, and a page never
 * visited shows the offline page.
 */
import { expect, test } from '../fixtures.ts';
import type { Page } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

test.use({ serviceWorkers: 'allow' });

/** Width and height from a PNG's IHDR chunk. */
function pngSize(body: Buffer) {
  expect(body.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

/** Resolves once a service worker is active and controls the page. */
async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload();
  }
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}

test.describe('offline-ready', () => {
  test('the manifest and the service worker register', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await request.get(href!);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: 'Sendero — Travel guide to México',
      short_name: 'Sendero',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.shortcuts.map((s: { name: string; url: string }) => [s.name, s.url])).toEqual([
      ['Events', '/events'],
      ['Saved', '/profile'],
    ]);
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((i: { sizes: string }) => i.sizes === `${size}x${size}`);
      const png = await request.get(icon.src);
      expect(png.status()).toBe(200);
      expect(pngSize(await png.body())).toEqual({ width: size, height: size });
    }
    expect(await page.locator('meta[name="theme-color"]').count()).toBe(2);

    await controlled(page);
    const worker = await request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
  });

  test('Chromium finds every install criterion met', async ({ playwright, baseURL }) => {
    // Test contexts are off the record, which alone blocks installing: this one has a profile.
    const profile = mkdtempSync(join(tmpdir(), 'sendero-install-'));
    const browser = await playwright.chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
      baseURL: baseURL!,
    });
    try {
      const page = browser.pages()[0] ?? (await browser.newPage());
      await page.goto('/');
      await controlled(page);
      const cdp = await browser.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('a page visited before opens offline; one never visited shows the offline page', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await controlled(page);
    await page.goto('/cities');
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    const title = await heading.textContent();
    const firstCard = page.getByRole('main').getByRole('link').first();
    await expect(firstCard).toBeVisible();

    await context.setOffline(true);
    await page.goto('/cities');
    await expect(heading).toHaveText(title!);
    await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toHaveText(
      "You're offline: showing saved places",
    );
    // The pictures of a visited page come from the phone too.
    const broken = await page
      .getByRole('main')
      .locator('img')
      .evaluateAll(
        (images) =>
          images
            .filter((img) => (img as HTMLImageElement).loading !== 'lazy')
            .filter((img) => (img as HTMLImageElement).complete)
            .filter((img) => (img as HTMLImageElement).naturalWidth === 0).length,
      );
    expect(broken).toBe(0);

    const answer = await page.goto('/company-info');
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Your saved places' })).toHaveAttribute(
      'href',
      '/profile',
    );

    await context.setOffline(false);
    await page.goto('/company-info');
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toHaveCount(0);
  });

  test('a new build waits for the traveller: "A new version is available · Reload"', async ({
    page,
  }) => {
    await page.goto('/');
    await controlled(page);
    const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    await page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });

    // A deployment of a new build: the worker script the server sends changes.
    const restore = deployNewWorker();
    try {
      await page.evaluate(() =>
        navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
      );
      const prompt = page.getByText('A new version is available');
      await expect(prompt).toBeVisible({ timeout: 15_000 });
      // Nothing was swapped under the page: same document, same worker in control.
      expect(
        await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere),
      ).toBe(true);
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(before);
      expect(
        await page.evaluate(() =>
          navigator.serviceWorker
            .getRegistration()
            .then((registration) => Boolean(registration?.waiting)),
        ),
      ).toBe(true);

      await Promise.all([
        page.waitForEvent('framenavigated'),
        page.getByRole('button', { name: 'Reload' }).click(),
      ]);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      expect(
        await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere),
      ).toBe(undefined);
      expect(
        await page.evaluate(() =>
          navigator.serviceWorker
            .getRegistration()
            .then((registration) => Boolean(registration?.waiting)),
        ),
      ).toBe(false);
    } finally {
      restore();
    }
  });
});

/**
 * Changes the built worker script (and its pre-compressed copies) as a new deployment would, and
 * returns the function that puts the original back. Only this spec lets workers run, so the
 * other specs never see it.
 */
function deployNewWorker() {
  const dist = fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));
  const files = ['sw.js', 'sw.js.gz', 'sw.js.br'].map((name) => join(dist, name));
  const originals = files.map((file) => readFileSync(file));
  const next = Buffer.concat([originals[0]!, Buffer.from(`\n// build ${Date.now()}\n`)]);
  writeFileSync(files[0]!, next);
  writeFileSync(files[1]!, gzipSync(next));
  writeFileSync(files[2]!, brotliCompressSync(next));
  return () => files.forEach((file, index) => writeFileSync(file, originals[index]!));
}

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
import { registerThroughForm } from '../accounts.ts';
import { CHROMIUM } from '../env.ts';

test.use({ serviceWorkers: 'allow' });

/** Width and height from a PNG's IHDR chunk. */
function pngSize(body: Buffer) {
  expect(body.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

/** Whether the account has the spot bookmarked, asked with the page's own token. */
function bookmarkedOnServer(page: Page, spotId: number) {
  return page.evaluate(async (id) => {
    try {
      const answer = await fetch(`/api/bookmarks/exists?targetId=${id}&targetType=spot`, {
        headers: { authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}` },
      });
      const body = (await answer.json()) as { bookmarked?: boolean; exists?: boolean };
      return body.bookmarked ?? body.exists ?? false;
    } catch {
      return 'offline' as const;
    }
  }, spotId);
}

/** The paths the saved cache's index lists. */
function savedPaths(page: Page) {
  return page.evaluate(async () => {
    const cache = await caches.open('sendero-saved');
    const index = await cache.match('/__offline/saved-index.json');
    if (!index) return [];
    const body = (await index.json()) as { entries: { path: string }[] };
    return body.entries.map((entry) => entry.path);
  });
}

/**
 * Our own pictures in the main content that finished loading without a picture. (Map tiles come
 * from the tile provider, which this machine cannot reach in any case.)
 */
function brokenPictures(page: Page) {
  return page
    .getByRole('main')
    .locator('img')
    .evaluateAll((images) =>
      images
        .filter((img) => {
          const image = img as HTMLImageElement;
          return (
            image.currentSrc.startsWith(window.location.origin) &&
            image.loading !== 'lazy' &&
            image.complete &&
            image.naturalWidth === 0
          );
        })
        .map((img) => (img as HTMLImageElement).currentSrc),
    );
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

/**
 * Resolves once the worker has kept the page on show and every picture its main content shows:
 * the worker stores a copy after answering with it.
 */
async function keptOnPhone(page: Page) {
  const path = new URL(page.url()).pathname;
  const pictures = await page
    .getByRole('main')
    .locator('img:not([loading="lazy"])')
    .evaluateAll((images) =>
      images
        .map((img) => (img as HTMLImageElement).currentSrc)
        .filter((src) => src.startsWith(window.location.origin)),
    );
  await expect
    .poll(
      () =>
        page.evaluate(
          async (urls) => {
            const kept = await Promise.all(
              urls.map((url) => caches.match(url, { ignoreVary: true })),
            );
            return kept.every(Boolean);
          },
          [path, ...pictures],
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
}

/**
 * Asks the browser to look for a new worker, and resolves once the new one has installed and
 * waits: the moment the page is told about it.
 */
function newWorkerInstalled(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) throw new Error('No worker is registered.');
    await registration.update();
    const worker = registration.installing ?? registration.waiting;
    if (!worker) throw new Error('The update found no new worker.');
    if (worker.state === 'installed') return;
    await new Promise<void>((resolve, reject) => {
      worker.addEventListener('statechange', () => {
        if (worker.state === 'installed') resolve();
        if (worker.state === 'redundant') reject(new Error('The new worker did not install.'));
      });
    });
  });
}

test.describe('offline-ready', () => {
  test('the text font: its fallback on a first visit, Inter from the worker on pages it controls', async ({
    page,
  }) => {
    // Decision 0020, item 4: theme-init.js names Inter before the first paint only where this
    // worker, which precaches every font file, controls the page; no page swaps its text font.
    const fonts = () =>
      page.evaluate(() => ({
        named: document.documentElement.classList.contains('text-font'),
        font: getComputedStyle(document.body).fontFamily,
      }));
    await page.goto('/');
    expect(await fonts()).toEqual({
      named: false,
      font: expect.stringMatching(/^"Inter Fallback"/),
    });

    await controlled(page);
    const interAnswers: boolean[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/inter-')) interAnswers.push(response.fromServiceWorker());
    });
    await page.goto('/cities');
    expect(await fonts()).toEqual({
      named: true,
      font: expect.stringMatching(/^"Inter Variable"/),
    });
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"')))
      .toBe(true);
    // From the worker's cache, not the network.
    expect(interAnswers).toEqual([true]);
  });

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
    // Test contexts are off the record, which alone blocks installing: this one has a profile,
    // in the full browser travellers install from (the headless shell answers this query too, but
    // it has no install prompt of its own to judge by).
    const profile = mkdtempSync(join(tmpdir(), 'sendero-install-'));
    const browser = await playwright.chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
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
    // The worker keeps a page and its pictures after it has answered with them: wait for that,
    // not for however long a fast machine takes.
    await keptOnPhone(page);

    await context.setOffline(true);
    await page.goto('/cities');
    await expect(heading).toHaveText(title!);
    await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toHaveText(
      "You're offline: showing saved places",
    );
    // The pictures of a visited page come from the phone too.
    expect(await brokenPictures(page)).toEqual([]);

    const answer = await page.goto('/company-info');
    expect(answer?.status()).toBe(200);
    await expect(page).toHaveURL(/\/offline\?from=%2Fcompany-info$/);
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/company-info',
    );
    await expect(
      page.getByRole('region', { name: 'Saved on this phone' }).getByText('Nothing is saved'),
    ).toBeVisible();

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
      await newWorkerInstalled(page);
      await expect(page.getByText('A new version is available')).toBeVisible();
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

  test('a saved tour, its stops and pictures open offline; removing the save removes them', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const tours = await request.get('/api/tours/popular?cityId=1&limit=1');
    const body = (await tours.json()) as
      { id: number; title: string }[] | { content: { id: number; title: string }[] };
    const tour = (Array.isArray(body) ? body : body.content)[0];

    await registerThroughForm(page, 'offline');
    await controlled(page);
    await page.goto(`/tours/${tour!.id}`);
    const actions = page.getByRole('group', { name: 'Tour actions' });
    await actions.getByRole('button', { name: 'Bookmark', exact: true }).click();
    await expect(actions.getByRole('button', { name: 'Remove bookmark' })).toBeVisible();
    await expect.poll(() => savedPaths(page), { timeout: 20_000 }).toEqual([`/tours/${tour!.id}`]);
    const stops = await page
      .getByRole('main')
      .locator('a[href^="/spot/"]')
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!))]);
    expect(stops.length).toBeGreaterThanOrEqual(3);

    await page.goto('/profile');
    await expect(page.getByRole('main').getByText('Available offline').first()).toBeVisible();
    await expect(
      page.getByRole('main').getByText(/Available offline on this phone: .* used/),
    ).toBeVisible();

    await context.setOffline(true);
    await page.goto(`/tours/${tour!.id}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(tour!.title);
    expect(await brokenPictures(page)).toEqual([]);
    // No street tiles offline: the numbered stops over Sendero's own outline, named, with a scale.
    await page.getByRole('heading', { name: 'Route map' }).scrollIntoViewIfNeeded();
    const map = page.getByTestId('tour-map');
    await expect(map.locator('path.tour-map-land')).toHaveCount(1);
    await expect(map.locator('.tour-map-label')).toHaveCount(stops.length);
    await expect(map.locator('.leaflet-control-scale')).toBeVisible();
    await expect(page.getByText(/drawn over Sendero's own outline of México/)).toBeVisible();
    // A stop opened from the tour, as a traveller would: a link, not a typed address.
    await page.getByRole('main').locator(`a[href="${stops[0]}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${stops[0]!.replace(/[?]/g, '\\?')}$`));
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(await brokenPictures(page)).toEqual([]);
    for (const stop of stops) {
      const answer = await page.goto(stop);
      expect(answer?.ok()).toBe(true);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    }

    // A page neither visited nor saved: the offline page lists what is on the phone.
    await page.goto('/submit');
    await expect(page).toHaveURL(/\/offline\?from=%2Fsubmit$/);
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/submit');
    const saved = page.getByRole('region', { name: 'Saved on this phone' });
    await expect(saved.getByRole('link', { name: tour!.title })).toHaveAttribute(
      'href',
      `/tours/${tour!.id}`,
    );

    // The profile, opened offline, lists the places on the phone.
    await page.goto('/profile');
    const onPhone = page.getByRole('region', { name: 'Saved on this phone' });
    await expect(onPhone.getByRole('link', { name: tour!.title })).toBeVisible();

    await context.setOffline(false);
    await page.goto('/profile');
    await page
      .getByRole('main')
      .getByRole('button', { name: `Remove ${tour!.title} from bookmarks` })
      .click();
    await expect.poll(() => savedPaths(page)).toEqual([]);
    expect(
      await page.evaluate(
        (path) =>
          caches
            .open('sendero-saved')
            .then((cache) => cache.match(path))
            .then(Boolean),
        stops[0]!,
      ),
    ).toBe(false);
  });

  test('a bookmark made offline survives a reload and reaches the account when back online', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const spots = await request.get('/api/spots/popular?cityId=2&limit=1');
    const body = (await spots.json()) as
      { id: number; name: string }[] | { content: { id: number; name: string }[] };
    const spot = (Array.isArray(body) ? body : body.content)[0]!;

    await registerThroughForm(page, 'offline');
    await controlled(page);
    await page.goto(`/spots/${spot.id}`);
    const actions = page.getByRole('group', { name: 'Spot actions' });
    await expect(actions.getByRole('button', { name: 'Bookmark', exact: true })).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await actions.getByRole('button', { name: 'Bookmark', exact: true }).click();
    const waiting = actions.getByRole('button', {
      name: 'Remove bookmark, waiting for a connection',
    });
    await expect(waiting).toHaveAttribute('aria-pressed', 'true');

    // Kept on the phone: a reload, still offline, shows it waiting.
    await page.reload();
    await expect(waiting).toHaveAttribute('aria-pressed', 'true');
    expect(await bookmarkedOnServer(page, spot.id)).toBe('offline');

    await context.setOffline(false);
    await expect(actions.getByRole('button', { name: 'Remove bookmark', exact: true })).toBeVisible(
      {
        timeout: 15_000,
      },
    );
    await expect.poll(() => bookmarkedOnServer(page, spot.id)).toBe(true);
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

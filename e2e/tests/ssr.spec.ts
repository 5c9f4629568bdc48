import { expect, test } from '../fixtures.ts';
import type {
  APIRequestContext,
  Browser,
  BrowserContext,
  Page,
  Request,
  Route,
} from '@playwright/test';
import { PASSWORD, newAccount, sendSignIn } from '../accounts.ts';
import { E2E_BASE_URL } from '../env.ts';

/**
 * Server rendering (issue 13): every public page arrives as HTML with its content, answers with
 * its real status, and hydrates in the browser without a console error and without asking the
 * API again for the data that came with the HTML.
 */

interface TourDetail {
  id: number;
  title: string;
  description: string;
  spots: { orderIndex: number; spot: { id: number; name: string } }[];
}

interface Samples {
  tour: TourDetail;
  spot: { id: number; name: string };
  post: { cityId: number; slug: string; title: string };
}

async function samples(request: APIRequestContext): Promise<Samples> {
  const tours = (await (await request.get('/api/cities/1/tours?size=1')).json()) as {
    content: { id: number }[];
  };
  const tourId = tours.content[0]?.id;
  const tour = (await (await request.get(`/api/tours/${tourId}`)).json()) as TourDetail;
  const first = tour.spots[0]?.spot;
  const posts = (await (await request.get('/api/city-posts?cityId=1')).json()) as Samples['post'][];
  if (!first || !posts[0]) throw new Error('the dataset has no tour stop or post for city 1');
  return { tour, spot: first, post: posts[0] };
}

/** A page to load, with a text its server-rendered body must hold where it has one. */
interface PageToLoad {
  path: string;
  text?: string;
}

/** Each public page with a text its server-rendered body must hold. */
function pages({ tour, spot, post }: Samples): Required<PageToLoad>[] {
  return [
    { path: '/', text: 'Your Story, Your Tour' },
    { path: '/cities', text: 'Mexico City' },
    { path: '/cities/1', text: 'Mexico City' },
    { path: '/cities/1/tours', text: 'Tours in Mexico City' },
    { path: '/cities/1/spots', text: 'Spots in Mexico City' },
    { path: '/cities/1/posts', text: post.title },
    { path: `/cities/${post.cityId}/post/${post.slug}`, text: post.title },
    { path: `/tours/${tour.id}`, text: tour.title },
    { path: `/spots/${spot.id}`, text: spot.name },
    { path: `/spot/${spot.id}?tourId=${tour.id}`, text: spot.name },
    { path: '/mexico', text: 'Mexico Basics' },
    { path: '/events', text: 'Events' },
    { path: '/exp', text: 'Experiences' },
    { path: '/search?q=oaxaca', text: 'Oaxaca' },
    { path: '/terms', text: 'Terms' },
    { path: '/company-info', text: 'Company information' },
    { path: '/submit', text: 'Share your favourite spot' },
    { path: '/error', text: 'Oops!' },
  ];
}

/** The markup inside <div id="root">, with entities decoded enough to compare plain text. */
function rootMarkup(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json"');
  return html
    .slice(start, end)
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&')
    .replaceAll('&quot;', '"');
}

test.describe('server rendering', () => {
  test('every public page arrives with its content in the HTML', async ({ request }) => {
    const sample = await samples(request);
    for (const { path, text } of pages(sample)) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const body = rootMarkup(await response.text());
      expect(body, path).toContain(text);
    }
  });

  test('a tour page holds its title, description and every stop name', async ({ request }) => {
    const { tour } = await samples(request);
    const body = rootMarkup(await (await request.get(`/tours/${tour.id}`)).text());
    expect(body).toContain(tour.title);
    expect(body).toContain(tour.description.slice(0, 60));
    for (const { spot } of tour.spots) expect(body).toContain(spot.name);
  });

  test('pages answer with their real status', async ({ request }) => {
    const get = (path: string) => request.get(path, { maxRedirects: 0 });
    expect((await get('/no-such-page')).status()).toBe(404);
    expect((await get('/tours/999999')).status()).toBe(404);
    expect((await get('/cities/9999/posts')).status()).toBe(404);
    expect((await get('/tours/abc')).status()).toBe(400);
    const legacy = await get('/city/1');
    expect(legacy.status()).toBe(301);
    expect(legacy.headers()['location']).toBe('/cities/1');
    // The country entry's lists are every tour and spot of México, with a way back to /mexico.
    const country = await get('/cities/4/spots');
    expect(country.status()).toBe(200);
    const countryMarkup = rootMarkup(await country.text());
    expect(countryMarkup).toContain('Spots in México');
    expect(countryMarkup).toContain('href="/mexico"');
    const missing = rootMarkup(await (await get('/tours/999999')).text());
    expect(missing).toContain('Tour not found');
    expect(rootMarkup(await (await get('/no-such-page')).text())).toContain('Oops!');
  });

  test('pages read without JavaScript', async ({ browser, request }) => {
    const sample = await samples(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, text } of pages(sample)) {
      await page.goto(path);
      const shown = page.getByRole('main').getByText(text).filter({ visible: true });
      await expect(shown.first(), path).toBeVisible();
    }
    await context.close();
  });
});

/**
 * Console errors and the API reads a page made while it loaded and hydrated, and its requests not
 * yet answered.
 */
function watch(page: Page) {
  const errors: string[] = [];
  const reads: string[] = [];
  const pending = new Set<Request>();
  let whenQuiet = () => {};
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Map tiles come from the tile provider's servers, which this machine cannot reach.
    const source = message.location().url;
    if (/^https?:/.test(source) && !source.startsWith(E2E_BASE_URL)) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    pending.add(request);
    const url = new URL(request.url());
    // The session check and the saved flags are personal: they load after hydration by design.
    if (/^\/api\/(refresh|users\/me|bookmarks|favorites)/.test(url.pathname)) return;
    if (url.pathname.startsWith('/api/')) reads.push(`${url.pathname}${url.search}`);
  });
  const answered = (request: Request) => {
    pending.delete(request);
    if (pending.size === 0) whenQuiet();
  };
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  /** Resolves once no request of the page is waiting for its answer. */
  const quiet = () =>
    pending.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => (whenQuiet = resolve));
  return { errors, reads, pending, quiet };
}

/**
 * The ids that labels, descriptions and controlled elements point at and the page lacks: ids made
 * by useId on the server must name the same elements once the page has hydrated and rendered more.
 */
function missingIds(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const pointers = ['for', 'aria-controls', 'aria-describedby', 'aria-labelledby'];
    pointers.push('aria-activedescendant');
    for (const element of Array.from(document.querySelectorAll('#root *'))) {
      for (const name of pointers) {
        for (const id of element.getAttribute(name)?.split(/\s+/) ?? []) {
          if (id && !document.getElementById(id)) found.push(`${element.localName}[${name}=${id}]`);
        }
      }
    }
    return found;
  });
}

/** Holds the app's code (its main chunk) back until the returned function is called. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}

/**
 * Every public page, and a page of its own to load them in, whose home carousel holds its first
 * slide (reduced motion) load after load.
 */
async function pagesToHydrate(
  browser: Browser,
  request: APIRequestContext,
): Promise<{ toLoad: PageToLoad[]; context: BrowserContext; page: Page }> {
  const toLoad = pages(await samples(request));
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  return { toLoad, context, page: await context.newPage() };
}

/**
 * The tree under `root` as lines, one element or text a line: what the page is, not how its markup
 * was written (attribute order, style spacing, and a control's value or an option's choice as
 * attribute or property). `useId`'s ids are numbered by first appearance: React names them
 * differently when it hydrates (`_R_…_`) and when it renders in the browser alone (`_r_…_`).
 */
function describeTree(root: Element): string[] {
  const ids = new Map<string, string>();
  const sameIds = (value: string) =>
    value.replace(/_[rR]_[0-9a-z]+_/g, (id) => {
      if (!ids.has(id)) ids.set(id, `(id ${ids.size})`);
      return ids.get(id) ?? id;
    });
  const lines: string[] = [];
  const walk = (parent: Node, indent: string) => {
    let text = '';
    const flushText = () => {
      if (text.trim() !== '') lines.push(`${indent}"${text}"`);
      text = '';
    };
    for (const node of Array.from(parent.childNodes)) {
      if (node instanceof Text) {
        text += node.data;
        continue;
      }
      if (!(node instanceof Element)) continue;
      flushText();
      const control =
        node instanceof HTMLInputElement ||
        node instanceof HTMLTextAreaElement ||
        node instanceof HTMLSelectElement;
      const option = node instanceof HTMLOptionElement;
      const attributes = Array.from(node.attributes)
        .filter(({ name }) => name !== 'style')
        .filter(({ name }) => !(control && name === 'value') && !(option && name === 'selected'))
        .sort((a, b) => (a.name < b.name ? -1 : 1))
        .map(({ name, value }) => `${name}="${sameIds(value)}"`);
      if (node instanceof HTMLElement && node.style.cssText) {
        attributes.push(`style="${node.style.cssText}"`);
      }
      if (control) attributes.push(`(value "${node.value}")`);
      if (node instanceof HTMLInputElement) attributes.push(`(checked ${node.checked})`);
      if (option) attributes.push(`(selected ${node.selected})`);
      lines.push(`${indent}<${node.localName} ${attributes.join(' ')}>`);
      walk(node, `${indent}  `);
    }
    flushText();
  };
  walk(root, '');
  return lines;
}

/** Pages with a form that hydrate as the public pages do, checked beside them. */
const ACCOUNT_PAGES: PageToLoad[] = [{ path: '/login' }, { path: '/forgot-password' }];

/**
 * The comparison of a hydrated page with the page rendered alone loads every page twice and lets
 * each settle: about a minute and a half in one test. Its pages are dealt into shares that run
 * side by side with the other hydration tests.
 */
const COMPARE_SHARES = 3;

test.describe('hydration', () => {
  // Each test opens its own pages: they run in parallel, spread over the workers.
  test.describe.configure({ mode: 'parallel' });

  for (let share = 0; share < COMPARE_SHARES; share += 1) {
    const part = `pages ${share + 1} of ${COMPARE_SHARES}`;
    test(`a hydrated page is the page the browser renders on its own (${part})`, async ({
      browser,
      request,
    }) => {
      // Hydration keeps the server's markup where the first browser render differs from it (React
      // reports a differing text, but corrects no attribute), so the browser's first render must
      // equal the server's. Each page is loaded twice: as served, and with the server's markup taken
      // out so the browser renders it alone, from the same data. Once both have settled they
      // must be the same.
      // The served load is also the one where each page type is checked to hydrate with its
      // content shown, no console error, no second read of the data that came with the HTML, and
      // every id its labels and descriptions point at present.
      test.setTimeout(120_000);
      const { toLoad, context, page } = await pagesToHydrate(browser, request);
      const seen = watch(page);
      // Labels worked out from the clock ("Closes in 50 min") must read the same moment in both
      // loads: the clock stands still for the whole comparison.
      await page.clock.setFixedTime(Date.now());
      let serverMarkup = true;
      // The document of the first load, served again to the second without its markup: both loads
      // then start from the same data (other tests save places meanwhile, which reorders the home
      // page's popular lists between two requests).
      let served = '';
      const serveDocument = async (route: Route) => {
        const response = await route.fetch();
        if (serverMarkup) {
          served = await response.text();
          return route.fulfill({ response, body: served });
        }
        const body = served.replace(
          /<div id="root">[\s\S]*(<script type="application\/json" id="sendero-state">)/,
          '<div id="root"></div>\n    $1',
        );
        await route.fulfill({ response, body });
      };
      const settledRoot = async ({ path, text }: PageToLoad) => {
        seen.errors.length = 0;
        seen.reads.length = 0;
        // Only the document goes through the test: once it is served the route expires, and the
        // page's other requests go straight to the server (a route on every request added about
        // 0.3 s to each load).
        const address = new URL(path, E2E_BASE_URL).href;
        await page.route((url) => url.href === address, serveDocument, { times: 1 });
        await page.goto(path);
        await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
        if (serverMarkup) expect(await missingIds(page), path).toEqual([]);
        // Rendered alone, the page shows once its route's module is in (after the app is live).
        await expect(page.locator('#root > *').first()).toBeAttached();
        if (serverMarkup && text) {
          const shown = page.getByRole('main').getByText(text).filter({ visible: true });
          await expect(shown.first(), path).toBeVisible();
        }
        // The last renders follow the last answers (the session check's, images loaded): once
        // every request is answered, two frames let React commit what those answers scheduled.
        // A commit may ask for more (a picture it shows): then wait for those too, and again.
        // (Playwright's networkidle waits for 500 ms without a request instead, at each load.)
        do {
          await seen.quiet();
          await page.evaluate(
            () =>
              new Promise<void>((resolve) =>
                requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))),
              ),
          );
        } while (seen.pending.size > 0);
        if (serverMarkup) {
          // The signed-out session check answers 401, which the browser logs as a failed resource.
          expect(
            seen.errors.filter((error) => !/status of 401/.test(error)),
            path,
          ).toEqual([]);
          expect(seen.reads, path).toEqual([]);
        }
        const tree = await page.locator('#root').evaluate(describeTree);
        // The error page's joke is drawn for each visit, on the server or in the browser: the two
        // loads may draw different ones (the paragraph after "Oops!").
        const oops = tree.findIndex((line) => line.trim() === '"Oops!"');
        if (oops >= 0) tree.splice(oops + 2, 1, '(a drawn joke)');
        return tree;
      };
      const inThisShare = [...toLoad, ...ACCOUNT_PAGES].filter(
        (_, index) => index % COMPARE_SHARES === share,
      );
      const compare = async (load: PageToLoad) => {
        serverMarkup = true;
        const hydrated = await settledRoot(load);
        serverMarkup = false;
        const alone = await settledRoot(load);
        expect(hydrated, load.path).toEqual(alone);
      };
      for (const load of inThisShare) await compare(load);

      // What only this browser knows (here, a reset link asked for a minute ago) reaches the
      // page after hydration; the last share checks it. The clock stands still so both loads
      // show the same countdown.
      if (share === COMPARE_SHARES - 1) {
        const now = Date.now();
        await page.clock.setFixedTime(now);
        await page.evaluate(
          (record) => localStorage.setItem('passwordResetRequest', JSON.stringify(record)),
          { at: now - 60_000, email: 'ana@example.com' },
        );
        await compare({ path: '/forgot-password' });
      }
      await context.close();
    });
  }

  test('every id a page points at is there on what it renders after hydration', async ({
    page,
  }) => {
    // The pages as they hydrate are checked in the comparison above; here, what appears later:
    // the search suggestions, and a form's error messages.
    await page.goto('/');
    await page.getByRole('banner').getByRole('combobox', { name: 'Search' }).fill('oax');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    expect(await missingIds(page), 'search suggestions').toEqual([]);
    await page.goto('/login');
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Email is required.')).toBeVisible();
    expect(await missingIds(page), 'sign-in errors').toEqual([]);
  });

  test('a navigation after hydration still loads its page in the browser', async ({ page }) => {
    await page.goto('/cities');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    const city = page.getByRole('main').locator('a[href="/cities/2"]').first();
    const name = (await city.innerText()).split('\n')[0]?.trim() ?? '';
    await city.click();
    await expect(page).toHaveURL(/\/cities\/2$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
});

test.describe('before the app is live', () => {
  test('a sign-in typed and sent early is held, then sent with what was typed', async ({
    browser,
    request,
  }) => {
    const { email } = await newAccount(request, 'early');

    // A plain page (not the fixture's), whose app code is held back until the form is sent.
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const release = await holdAppCode(page);
      const addresses: string[] = [];
      page.on('request', (sent) => addresses.push(sent.url()));

      await page.goto('/login');
      await sendSignIn(page, email);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

      release();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      // Neither the password nor any form field went into an address.
      const sent = addresses.filter((address) => {
        const text = decodeURIComponent(address);
        return text.includes(PASSWORD) || /password=|email=/.test(text);
      });
      expect(sent).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a picture that failed before the app was live shows the placeholder', async ({
    browser,
    request,
  }) => {
    const { spot } = await samples(request);
    const detail = (await (await request.get(`/api/spots/${spot.id}`)).json()) as {
      media: { fileUrl: string }[];
    };
    const picture = detail.media[0]?.fileUrl;
    if (!picture) throw new Error(`spot ${spot.id} has no picture`);

    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const release = await holdAppCode(page);
      await page.route(
        (url) => url.pathname === picture,
        (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
      );
      const main = page.getByRole('main');
      const lazySources = () =>
        main
          .locator('img[loading="lazy"]')
          .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
      await page.goto(`/spots/${spot.id}`, { waitUntil: 'commit' });
      // The picture has failed while the page is the server's alone: React was not listening.
      const broken = main.locator(`img[src="${picture}"]`);
      await expect.poll(() => broken.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
      expect(await broken.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0);
      await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
      const lazyBefore = await lazySources();
      expect(lazyBefore.length).toBeGreaterThan(0);

      release();
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      const placeholder = main.locator('img[src="/media/placeholder.svg"]');
      await expect(placeholder).toHaveCount(1);
      await expect
        .poll(() => placeholder.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      // Lazy pictures not yet asked for are not mistaken for failed ones.
      expect(await lazySources()).toEqual(lazyBefore);
    } finally {
      await context.close();
    }
  });
});

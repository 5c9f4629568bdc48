// Small phones (issue 15, items 11, 13 and 14). These run in the desktop project with a narrow
// viewport, not with mobile emulation: an emulated phone widens its layout viewport to fit content
// that overflows, so `window.innerWidth` would grow with the very overflow the 320 px test looks for.
import { expect, test } from '../fixtures.ts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { newSignedInAccount, signIn } from '../accounts.ts';
import { E2E_BASE_URL } from '../env.ts';

const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 320, height: 640 };

/** Every page of the test opens in the light theme, as a visitor who chose it would see it. */
async function useLightTheme(page: Page) {
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
}

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/** The number of lines the text of `element` takes. */
function lineCount(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    // One rectangle per line box the text runs through.
    const tops = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
    return tops.size;
  });
}

test.describe('a 390 px phone in the light theme', () => {
  test.use({ viewport: PHONE });
  test.beforeEach(async ({ page }) => useLightTheme(page));

  test('the closed mobile menu leaves nothing along the right edge', async ({ page }) => {
    // A page without motion, so two pictures of it differ only by what the menu paints.
    await page.goto('/terms');
    await expect(page.locator('body')).toHaveClass(/light-theme/);
    await page.evaluate(() => document.fonts.ready);
    const panel = page.locator('#mobile-menu');
    // The strip where the closed panel's shadow used to reach into the page.
    const edge = { x: PHONE.width - 48, y: 0, width: 48, height: PHONE.height };

    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menuButton).toBeFocused();
    // Nothing under the pointer changes between the two pictures.
    await page.mouse.move(10, PHONE.height / 2);

    // Closed, the panel (a popover) is not rendered at all, so it paints nothing.
    await expect(panel).toBeHidden();
    const withMenu = await page.screenshot({ clip: edge });
    await panel.evaluate((node) => node.remove());
    const withoutMenu = await page.screenshot({ clip: edge });
    expect(withMenu.equals(withoutMenu), 'the closed menu changes no pixel of the page').toBe(true);
  });

  test('the login tabs keep their labels on one line, down to 320 px', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => document.fonts.ready);
    const tabs = page.getByRole('main').getByRole('tab');
    await expect(tabs).toHaveText(['Sign in', 'Create account']);
    for (const width of [PHONE.width, SMALL_PHONE.width]) {
      await page.setViewportSize({ width, height: PHONE.height });
      for (const tab of await tabs.all()) {
        expect(await lineCount(tab), `${await tab.textContent()} at ${width} px`).toBe(1);
      }
      const [signIn, create] = await Promise.all(
        (await tabs.all()).map((tab) => tab.boundingBox()),
      );
      expect(create!.y, `one row at ${width} px`).toBe(signIn!.y);
      expect(create!.height, `one height at ${width} px`).toBe(signIn!.height);
    }
  });

  test('Saved (n) at the top of the events list jumps to the saved list', async ({ page }) => {
    await page.goto('/events');
    const main = page.getByRole('main');
    const cards = main.getByRole('article');
    await expect(cards.first()).toBeVisible();
    // Saving and the focus move are the app's: act once it is live (taps made before are the
    // first-paint spec's subject).
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const jump = main.getByRole('link', { name: 'Saved (0)' });
    await expect(jump).toBeVisible();
    // Above the first event, not after the 48 of them like the panel.
    const [jumpBox, cardBox] = await Promise.all([jump.boundingBox(), cards.first().boundingBox()]);
    expect(jumpBox!.y).toBeLessThan(cardBox!.y);

    const title = (await cards.first().getByRole('heading').textContent()) ?? '';
    await cards
      .first()
      .getByRole('button', { name: `Save ${title}` })
      .click();
    const panel = page.getByRole('region', { name: 'Saved (1)' });
    const heading = panel.getByRole('heading', { name: 'Saved (1)' });
    await expect(heading).not.toBeInViewport();

    // By keyboard: focus follows to the saved list's heading.
    await main.getByRole('link', { name: 'Saved (1)' }).focus();
    await page.keyboard.press('Enter');
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(panel.getByRole('listitem')).toHaveText([new RegExp(title)]);
    await expect(page).toHaveURL(/\/events$/);

    // By a tap, from the top of the page again, with a second event saved.
    await page.evaluate(() => window.scrollTo(0, 0));
    const second = (await cards.nth(1).getByRole('heading').textContent()) ?? '';
    await cards
      .nth(1)
      .getByRole('button', { name: `Save ${second}` })
      .click();
    await main.getByRole('link', { name: 'Saved (2)' }).click();
    const panelOfTwo = page.getByRole('region', { name: 'Saved (2)' });
    await expect(panelOfTwo.getByRole('heading')).toBeFocused();
    await expect(panelOfTwo.getByRole('heading')).toBeInViewport();

    // Beside the list on a wide screen, the panel needs no shortcut.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(main.getByRole('link', { name: 'Saved (2)' })).toBeHidden();
  });

  test('a city intro is folded to four lines with Read more and Read less', async ({
    page,
    request,
  }) => {
    const city = await json<{ name: string; description: string }>(request, '/api/cities/2');
    await page.goto('/cities/2');
    const toggle = page.getByRole('button', { name: 'Read more' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const intro = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    // The whole text is there, folded by CSS only.
    expect(await intro.evaluate((node) => node.textContent)).toBe(city.description);
    const folded = await intro.evaluate((node) => ({
      height: node.clientHeight,
      full: node.scrollHeight,
      line: parseFloat(getComputedStyle(node).lineHeight),
    }));
    expect(folded.height).toBeLessThanOrEqual(Math.ceil(4 * folded.line));
    expect(folded.full).toBeGreaterThan(folded.height);

    await toggle.click();
    const less = page.getByRole('button', { name: 'Read less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(less).toBeFocused();
    const unfolded = await intro.evaluate((node) => ({
      height: node.clientHeight,
      full: node.scrollHeight,
    }));
    expect(unfolded.height).toBe(unfolded.full);
    expect(unfolded.height).toBeGreaterThan(folded.height);

    await less.click();
    await expect(page.getByRole('button', { name: 'Read more' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(await intro.evaluate((node) => node.clientHeight)).toBe(folded.height);

    // A wide screen shows the whole intro and no button.
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(page.getByRole('button', { name: 'Read more' })).toBeHidden();
    expect(await intro.evaluate((node) => node.scrollHeight - node.clientHeight)).toBe(0);
  });

  test('without scripts the city intro is whole and has no button', async ({
    browser,
    request,
  }) => {
    const city = await json<{ description: string }>(request, '/api/cities/2');
    const context = await browser.newContext({
      baseURL: E2E_BASE_URL,
      viewport: PHONE,
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      await page.goto('/cities/2');
      const intro = page.getByRole('main').getByText(city.description.slice(0, 60));
      await expect(intro).toBeVisible();
      expect(await intro.evaluate((node) => node.scrollHeight - node.clientHeight)).toBe(0);
      await expect(page.getByRole('button', { name: 'Read more' })).toBeHidden();
    } finally {
      await context.close();
    }
  });
});

interface Samples {
  cityId: number;
  tourId: number;
  stopId: number;
  spotId: number;
  postSlug: string;
  guideSlug: string;
}

/** Ids and slugs of each kind of page, from the API. */
async function samples(request: APIRequestContext): Promise<Samples> {
  const cities = await json<{ id: number }[]>(request, '/api/cities');
  // México (4) is the country entry: a destination has tours, spots and posts of its own.
  const cityId = cities.find((city) => city.id !== 4)!.id;
  const tours = await json<{ content: { id: number }[] }>(
    request,
    `/api/cities/${cityId}/tours?size=1`,
  );
  const tourId = tours.content[0]!.id;
  const tour = await json<{ spots: { spot: { id: number } }[] }>(request, `/api/tours/${tourId}`);
  const spots = await json<{ content: { id: number }[] }>(
    request,
    `/api/spots/popular?cityId=${cityId}&limit=1`,
  );
  const posts = await json<{ slug: string }[]>(request, `/api/city-posts?cityId=${cityId}`);
  const guides = await json<{ slug: string }[]>(request, '/api/city-posts?cityId=4');
  return {
    cityId,
    tourId,
    stopId: tour.spots[0]!.spot.id,
    spotId: spots.content[0]!.id,
    postSlug: posts[0]!.slug,
    guideSlug: guides[0]!.slug,
  };
}

/** How far the page reaches past the right edge of the window (0 when it does not scroll sideways). */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => ({
    document: document.documentElement.scrollWidth - window.innerWidth,
    body: document.body.scrollWidth - window.innerWidth,
  }));
}

async function expectNoSidewaysScroll(page: Page, label: string) {
  expect(await sidewaysOverflow(page), label).toEqual({ document: 0, body: 0 });
}

test.describe('a 320 px phone', () => {
  test.use({ viewport: SMALL_PHONE });
  test.beforeEach(async ({ page }) => useLightTheme(page));

  test('the action bar of a tour and a spot fits the screen; quick facts keep their labels in', async ({
    page,
    request,
  }) => {
    const { tourId, spotId } = await samples(request);
    for (const [path, bar] of [
      [`/tours/${tourId}`, 'Tour actions'],
      [`/spots/${spotId}`, 'Spot actions'],
    ] as const) {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      const buttons = page.getByRole('group', { name: bar }).getByRole('button');
      await expect(buttons).toHaveText([/Share/, /Favorite/, /Bookmark/]);
      for (const button of await buttons.all()) {
        const box = (await button.boundingBox())!;
        const name = `${path}: ${await button.textContent()}`;
        expect(box.x, name).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, name).toBeLessThanOrEqual(SMALL_PHONE.width);
        expect(box.y, name).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height, name).toBeLessThanOrEqual(SMALL_PHONE.height);
      }
      // Each fact's label inside its box, also with the phone's text set 1.5 times larger.
      for (const textSize of ['100%', '150%']) {
        const spills = await page.getByRole('main').evaluate((main, size) => {
          document.documentElement.style.fontSize = size;
          return Array.from(main.querySelectorAll('dt'), (label) => {
            const text = document.createRange();
            text.selectNodeContents(label);
            const inner = text.getBoundingClientRect();
            const box = label.parentElement!.getBoundingClientRect();
            const inside = inner.left >= box.left && inner.right <= box.right;
            return inside ? null : `${label.textContent} at ${size}`;
          }).filter((spill) => spill !== null);
        }, textSize);
        expect(spills, path).toEqual([]);
      }
    }
  });

  test('no page scrolls sideways, with the menu closed or open', async ({ page, request }) => {
    test.setTimeout(180_000); // some 25 pages, each looked at twice
    const { cityId, tourId, stopId, spotId, postSlug, guideSlug } = await samples(request);
    const main = page.getByRole('main');

    const checkPage = async (path: string, ready: Locator = page.getByRole('heading').first()) => {
      await page.goto(path);
      await expect(page.locator('body')).toHaveClass(/light-theme/);
      await expect(ready).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await expectNoSidewaysScroll(page, `${path}, menu closed`);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expectNoSidewaysScroll(page, `${path}, menu open`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    };

    for (const path of [
      '/',
      '/cities',
      `/cities/${cityId}`,
      `/cities/${cityId}/tours`,
      `/cities/${cityId}/spots`,
      `/cities/${cityId}/posts`,
      `/cities/${cityId}/post/${postSlug}`,
      `/tours/${tourId}`,
      `/spot/${stopId}?tourId=${tourId}`,
      `/spots/${spotId}`,
      '/mexico',
      `/cities/4/post/${guideSlug}`,
      '/events',
      '/exp',
      '/search?q=oaxaca',
      '/terms',
      '/company-info',
      '/submit',
      '/login',
      '/login?tab=create',
      '/forgot-password',
      '/reset-password?token=abc',
      '/reset-password',
      '/no-such-page',
      '/error',
    ]) {
      await checkPage(path);
    }

    // Signed in: the profile and the password change.
    const { email, headers } = await newSignedInAccount(request, 'small');
    // With a bookmarked tour and spot, so the profile lists cards.
    for (const target of [
      `targetId=${tourId}&targetType=tour`,
      `targetId=${spotId}&targetType=spot`,
    ]) {
      expect((await request.post(`/api/bookmarks?${target}`, { headers })).ok(), target).toBe(true);
    }
    await signIn(page, email);
    await checkPage('/profile', main.getByRole('article').first());
    await expect(main.getByRole('button', { name: /^Bookmarks\s*2$/ })).toBeVisible();
    await checkPage('/profile/change-password', main.getByLabel('New password', { exact: true }));
  });
});

/** The parts of two boxes that overlap (0 when they do not). */
function overlapArea(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

/** Element boxes (viewport coordinates) that leave the box of `container`, named by their text. */
function outside(container: Locator, selector: string) {
  return container.evaluate((box, inner) => {
    const edge = box.getBoundingClientRect();
    return Array.from(box.querySelectorAll(inner))
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        return (
          rect.left < edge.left ||
          rect.right > edge.right ||
          rect.top < edge.top ||
          rect.bottom > edge.bottom
        );
      })
      .map((element) => element.textContent);
  }, selector);
}

test.describe('small things on small screens (issue 34)', () => {
  test.beforeEach(async ({ page }) => useLightTheme(page));

  test('the cookie banner takes well under a fifth of a 320 × 640 screen', async ({ page }) => {
    await page.setViewportSize(SMALL_PHONE);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner.getByRole('button', { name: 'Accept all' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Decline non-essential' })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const box = (await banner.boundingBox())!;
    const share = (box.width * box.height) / (SMALL_PHONE.width * SMALL_PHONE.height);
    expect(share).toBeLessThan(0.16);
  });

  test('a toast covers none of the header’s buttons', async ({ page, request }) => {
    const { tourId } = await samples(request);
    // The cookie question answered (its banner would sit over the phone's action bar), and no
    // system share sheet: Share copies the link and says so in a toast.
    await page
      .context()
      .addCookies([{ name: 'cookieConsent', value: 'accepted', url: E2E_BASE_URL }]);
    await page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'share');
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.resolve() },
      });
    });
    for (const viewport of [SMALL_PHONE, { width: 1280, height: 800 }]) {
      await page.setViewportSize(viewport);
      await page.goto(`/tours/${tourId}`);
      await page
        .getByRole('group', { name: 'Tour actions' })
        .getByRole('button', { name: /^Share/ })
        .click();
      const toast = page
        .locator('.Toastify__toast')
        .filter({ hasText: 'Link copied to clipboard.' });
      await expect(toast).toBeVisible();
      // Where it comes to rest, once its entrance has played.
      await toast.evaluate((node) =>
        Promise.all(node.getAnimations({ subtree: true }).map((animation) => animation.finished)),
      );
      const toastBox = (await toast.boundingBox())!;
      const controls = page.getByRole('banner').locator('a, button');
      for (const control of await controls.all()) {
        if (!(await control.isVisible())) continue;
        const name = `${(await control.getAttribute('aria-label')) ?? (await control.textContent())} at ${viewport.width} px`;
        expect(overlapArea(toastBox, (await control.boundingBox())!), name).toBe(0);
      }
      // It closes by itself before the next width is tried.
      await expect(toast).toHaveCount(0);
    }
  });

  test('wherever the header shows its search box, the whole placeholder is readable', async ({
    page,
  }) => {
    await page.goto('/');
    for (const width of [768, 900, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const box = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
      if (!(await box.isVisible())) {
        // Too narrow for it: search opens from its button instead.
        await expect(
          page.getByRole('button', { name: 'Open search' }),
          `${width} px`,
        ).toBeVisible();
        continue;
      }
      const room = await box.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = style.font;
        const inner =
          input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return inner - context.measureText(input.placeholder).width;
      });
      expect(room, `${width} px`).toBeGreaterThanOrEqual(0);
    }
  });

  test('no route-map label is cut at the map’s edge on a phone', async ({ page, request }) => {
    await page.setViewportSize(SMALL_PHONE);
    const tours = await json<{ content: { id: number }[] }>(request, '/api/cities/1/tours?size=6');
    for (const { id } of tours.content) {
      await page.goto(`/tours/${id}`);
      await page.getByRole('heading', { name: 'Route map' }).scrollIntoViewIfNeeded();
      const map = page.getByTestId('tour-map');
      // Street tiles cannot load on this machine: the stops are labelled over the outline.
      await expect(map.locator('.tour-map-label').first()).toBeVisible();
      expect(await outside(map, '.tour-map-label'), `tour ${id}`).toEqual([]);
    }
  });

  test('a city’s longest intro leaves its first card within 1,100 px at 320 px', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(SMALL_PHONE);
    const cities = await json<{ id: number }[]>(request, '/api/cities');
    const details = await Promise.all(
      cities.map(({ id }) =>
        json<{ id: number; description: string }>(request, `/api/cities/${id}`),
      ),
    );
    const longest = details
      .filter(({ id }) => id !== 4)
      .sort((a, b) => b.description.length - a.description.length)[0]!;
    for (const list of ['tours', 'spots']) {
      await page.goto(`/cities/${longest.id}/${list}`);
      const card = page.getByRole('main').getByRole('article').first();
      await expect(card).toBeVisible();
      const top = await card.evaluate((node) => node.getBoundingClientRect().top + window.scrollY);
      expect(top, `/cities/${longest.id}/${list}`).toBeLessThanOrEqual(1100);
    }
  });

  test('a missing city’s list shows the not-found state and no count line', async ({ page }) => {
    for (const list of ['tours', 'spots']) {
      const response = await page.goto(`/cities/999/${list}`);
      expect(response?.status()).toBe(404);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('City not found.');
      await expect(main.getByRole('link', { name: 'Browse cities' })).toBeVisible();
      await expect(main.locator('[aria-live]')).toHaveCount(0);
      await expect(main.getByRole('search')).toHaveCount(0);
    }
  });
});

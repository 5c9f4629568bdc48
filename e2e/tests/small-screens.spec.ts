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

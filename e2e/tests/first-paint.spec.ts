// A tap is answered from the first paint (issue 28). A phone at Lighthouse's 4× CPU slowdown opens
// pages whose scripts are held back: the menu, the search, Save signed out and sign-in answer from
// the server's markup alone, and again once the app's code has come and React has hydrated.
import { expect, test } from '@playwright/test';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { SCRIPT_REQUIRED_TEXT } from '@sendero/contract';
import { newAccount, sendSignIn } from '../accounts.ts';
import { E2E_BASE_URL } from '../env.ts';

const SIGN_IN_TO_SAVE = 'Sign in to save bookmarks. Visit /login to continue.';
const CPU_SLOWDOWN = 4;

/** A phone-sized page whose CPU runs `CPU_SLOWDOWN` times slower, as Lighthouse's phone does. */
async function slowPhone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 800 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

/**
 * Holds every script of the app (boot.ts and all it imports) until the returned function is
 * called. A module script delays DOMContentLoaded, so pages are opened to their first paint only.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  return () => release();
}

const openToFirstPaint = async (page: Page, path: string) => {
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByRole('banner')).toBeVisible();
};

const isLive = (page: Page) => page.locator('html[data-hydrated]');

async function firstTour(page: Page): Promise<string> {
  const answer = await page.request.get('/api/tours/popular?cityId=1&limit=1');
  const popular = (await answer.json()) as { id: number }[] | { content: { id: number }[] };
  return `/tours/${(Array.isArray(popular) ? popular : popular.content)[0]!.id}`;
}

test.describe('from the first paint, on a slow phone', () => {
  test.describe.configure({ mode: 'parallel' });
  test.setTimeout(120_000);

  test('with the app code held back, the menu, search, Save, cookies and sign-in answer', async ({
    browser,
    request,
  }) => {
    const { email } = await newAccount(request, 'first-paint');
    const { context, page } = await slowPhone(browser);
    try {
      await holdScripts(page);
      const tour = await firstTour(page);

      await openToFirstPaint(page, tour);
      // The banner sits over the page's foot on a phone: a traveller answers it first.
      await page
        .getByRole('region', { name: 'Cookie consent' })
        .getByRole('button', { name: 'Accept all' })
        .tap();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);

      await page.getByRole('button', { name: 'Open menu' }).tap();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu.getByRole('link', { name: 'Cities' })).toBeVisible();
      await menu.getByRole('button', { name: 'Close menu' }).tap();
      await expect(menu).toBeHidden();

      const actions = page.getByRole('group', { name: 'Tour actions' });
      await actions.getByRole('button', { name: 'Bookmark', exact: true }).tap();
      await expect(page.getByText(SIGN_IN_TO_SAVE)).toBeVisible();
      // The prompt is a popover over the header: it goes as a light-dismissed popover does.
      await page.keyboard.press('Escape');
      await expect(page.getByText(SIGN_IN_TO_SAVE)).toBeHidden();

      await page.getByRole('button', { name: 'Open search' }).tap();
      const search = page.getByRole('dialog', { name: 'Search' });
      await search.getByRole('combobox', { name: 'Search' }).fill('oaxaca');
      await search.getByRole('combobox', { name: 'Search' }).press('Enter');
      await expect(page).toHaveURL(/\/search\?q=oaxaca$/);
      await expect(
        page.getByRole('region', { name: 'Search results' }).getByRole('link').first(),
      ).toBeVisible();

      await openToFirstPaint(page, '/login');
      await sendSignIn(page, email);
      await expect(page.getByText(SCRIPT_REQUIRED_TEXT.signIn)).toBeVisible();
      // Sent as a POST: no field in the address.
      await expect(page).toHaveURL(/\/login$/);
      await expect(isLive(page)).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test('with the app code arriving late, the same taps answer before and after it is live', async ({
    browser,
    request,
  }) => {
    const { email } = await newAccount(request, 'late-code');
    const { context, page } = await slowPhone(browser);
    try {
      const release = await holdScripts(page);
      const tour = await firstTour(page);
      // Cookies answered on an earlier visit: no banner over the page's foot.
      await context.addCookies([{ name: 'cookieConsent', value: 'accepted', url: E2E_BASE_URL }]);
      await openToFirstPaint(page, tour);
      const actions = page.getByRole('group', { name: 'Tour actions' });
      await actions.getByRole('button', { name: 'Bookmark', exact: true }).tap();
      const prompt = page.getByText(SIGN_IN_TO_SAVE);
      await expect(prompt).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(prompt).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).tap();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();

      release();
      await expect(isLive(page)).toHaveCount(1, { timeout: 30_000 });
      // Live, the menu that was opened before is closed and opened by the app.
      const menu = page.getByRole('dialog', { name: 'Menu' });
      if (await menu.isVisible()) await menu.getByRole('button', { name: 'Close menu' }).tap();
      await expect(menu).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).tap();
      await expect(menu.getByRole('link', { name: 'Cities' })).toBeVisible();
      await menu.getByRole('button', { name: 'Close menu' }).tap();
      await expect(menu).toBeHidden();

      // Save signed out: the app's toast now says it.
      await actions.getByRole('button', { name: 'Bookmark', exact: true }).tap();
      await expect(page.getByText(SIGN_IN_TO_SAVE).first()).toBeVisible();

      await page.getByRole('button', { name: 'Open search' }).tap();
      const search = page.getByRole('dialog', { name: 'Search' });
      await search.getByRole('combobox', { name: 'Search' }).fill('oaxaca');
      await search.getByRole('combobox', { name: 'Search' }).press('Enter');
      await expect(page).toHaveURL(/\/(search\?q=oaxaca|cities\/\d+)$/);

      await page.goto('/login', { waitUntil: 'commit' });
      await expect(isLive(page)).toHaveCount(1, { timeout: 30_000 });
      await sendSignIn(page, email);
      await expect(page).toHaveURL(/\/profile$/);
    } finally {
      await context.close();
    }
  });
});

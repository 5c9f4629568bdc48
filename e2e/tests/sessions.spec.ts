/**
 * Sessions in a real browser (issue 14): tabs opened together share one refresh cookie and must
 * all stay signed in; a visitor who never signed in makes no refresh call.
 */
import { expect, test } from '../fixtures.ts';
import type { BrowserContext, Page } from '@playwright/test';
import { newAccount, signIn } from '../accounts.ts';

/** The header's account button: the initials "ML" of mia_lopez_… while signed in. */
const accountButton = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Your profile' });

/** Statuses of every /api/refresh answer in the context, to show none was refused. */
function refreshStatuses(context: BrowserContext) {
  const statuses: number[] = [];
  context.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/refresh') statuses.push(response.status());
  });
  return statuses;
}

async function openThreeTabsAtOnce(context: BrowserContext, username: string) {
  const tabs = await Promise.all([1, 2, 3].map(() => context.newPage()));
  await Promise.all(tabs.map((tab) => tab.goto('/profile')));
  for (const tab of tabs) {
    await expect(accountButton(tab)).toHaveText('ML');
    await expect(tab).toHaveURL(/\/profile$/);
    await expect(tab.getByRole('main').getByRole('heading', { name: username })).toBeVisible();
  }
  return tabs;
}

test.describe('sessions across tabs', () => {
  test('three tabs opened at once all stay signed in, and still are after a reload', async ({
    page,
    context,
    request,
  }) => {
    const account = await newAccount(request, 'tabs');
    await signIn(page, account.email);
    const statuses = refreshStatuses(context);

    const tabs = await openThreeTabsAtOnce(context, account.username);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200)).toBe(true);

    await Promise.all(tabs.map((tab) => tab.reload()));
    for (const tab of tabs) await expect(accountButton(tab)).toHaveText('ML');
    await page.reload();
    await expect(accountButton(page)).toHaveText('ML');
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  test('without Web Locks, the server forgives tabs racing with one refresh cookie', async ({
    page,
    context,
    request,
  }) => {
    // Every tab refreshes unlocked, as in a browser without navigator.locks: the tabs race and
    // only the server's reuse window keeps the losers signed in.
    await context.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'locks');
    });
    const account = await newAccount(request, 'tabs');
    await signIn(page, account.email);
    expect(await page.evaluate(() => 'locks' in navigator)).toBe(false);
    const statuses = refreshStatuses(context);

    const tabs = await openThreeTabsAtOnce(context, account.username);
    expect(statuses.length).toBeGreaterThanOrEqual(3);
    expect(statuses.every((status) => status === 200)).toBe(true);
    await tabs[0]!.reload();
    await expect(accountButton(tabs[0]!)).toHaveText('ML');
  });

  test('a signed-out visitor makes no refresh call, on a first visit or after logging out', async ({
    page,
    request,
  }) => {
    const refreshes: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/api/refresh') refreshes.push(sent.url());
    });
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await page.goto('/cities');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(refreshes).toEqual([]);

    const account = await newAccount(request, 'tabs');
    await signIn(page, account.email);
    await page.getByRole('main').getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => document.cookie)).not.toContain('sendero_session');
    refreshes.length = 0;
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(refreshes).toEqual([]);
  });
});

test.describe('every tab follows the session', () => {
  /** A second tab of the same browser, on `path` and hydrated (the fixture only waits for `page`). */
  async function secondTab(context: BrowserContext, path: string) {
    const tab = await context.newPage();
    await tab.goto(path);
    await tab.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    return tab;
  }
  const signInLink = (page: Page) =>
    page.getByRole('banner').getByRole('link', { name: 'Sign in' });

  test('a sign-in and a "Log Out" in one tab show in the other at once, without a reload', async ({
    page,
    context,
    request,
  }) => {
    const account = await newAccount(request, 'tabs');
    const other = await secondTab(context, '/cities');
    await expect(signInLink(other)).toBeVisible();

    await signIn(page, account.email);
    await expect(accountButton(other)).toHaveText('ML');

    await page.getByRole('main').getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(signInLink(other)).toBeVisible();
    await expect(accountButton(other)).toHaveCount(0);
    await expect(other).toHaveURL(/\/cities$/);
  });

  test('a refresh that fails inside a signed-in call signs out this tab and the others', async ({
    page,
    context,
    request,
  }) => {
    const account = await newAccount(request, 'tabs');
    await signIn(page, account.email);
    await page.goto('/cities');
    await expect(accountButton(page)).toHaveText('ML');
    const other = await secondTab(context, '/cities');
    await expect(accountButton(other)).toHaveText('ML');

    // The session ends on the server's side: every signed-in call and the refresh are refused.
    await context.route(
      (url) => url.pathname === '/api/refresh' || url.pathname.startsWith('/api/me/'),
      (route) =>
        route.fulfill({ status: 401, json: { error: 'UNAUTHORIZED', message: 'Unauthorized' } }),
    );
    const refused = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/refresh',
    );
    // The profile, opened within the page, asks for the signed-in devices.
    await accountButton(page).click();
    expect((await refused).status()).toBe(401);
    await expect(signInLink(page)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(signInLink(other)).toBeVisible();
  });
});

test.describe('signed-in devices on the profile', () => {
  test('the profile lists both devices; signing the other out ends its session there', async ({
    page,
    browser,
    request,
  }) => {
    const account = await newAccount(request, 'tabs');
    const phone = await browser.newContext({
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      timezoneId: 'America/Mexico_City',
    });
    try {
      const phonePage = await phone.newPage();
      await signIn(phonePage, account.email);
      await signIn(page, account.email);

      const panel = page.getByRole('region', { name: "Where you're signed in" });
      const rows = panel.getByRole('listitem');
      await expect(rows).toHaveCount(2);
      const mine = rows.filter({ hasText: 'This device' });
      await expect(mine).toHaveCount(1);
      await expect(mine.getByRole('button')).toHaveCount(0);
      const other = rows.filter({ hasText: 'Chrome on Android' });
      await expect(other).toContainText('Mexico City time');

      await other.getByRole('button', { name: /^Sign out Chrome on Android/ }).click();
      await expect(rows).toHaveCount(1);
      await expect(panel.getByText('No other devices are signed in.')).toBeVisible();

      // The phone is signed out the next time it asks: its refresh is refused.
      await phonePage.reload();
      await expect(accountButton(phonePage)).toHaveCount(0);
      await phonePage.goto('/profile');
      await expect(phonePage).toHaveURL(/\/login$/);
      // This device is still signed in.
      await page.reload();
      await expect(accountButton(page)).toHaveText('ML');
    } finally {
      await phone.close();
    }
  });
});

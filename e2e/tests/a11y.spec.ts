// Accessibility: every page type once per theme, one axe pass each (the other specs run none).
// Pages checked in both themes before stay in both; the list, tour, stop, spot and search pages
// keep their stricter check (no violations of any impact).
import { expect, test } from '../fixtures.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { newSignedInAccount, signIn } from '../accounts.ts';
import { expectAccessible, type AxeCheck } from '../axe.ts';

type Theme = 'light' | 'dark';

/** Most pages fail on serious and critical violations; the stricter ones on any (no option). */
const SERIOUS: AxeCheck = { seriousOnly: true };

// The five tests share nothing: let both workers take them.
test.describe.configure({ mode: 'parallel' });

/** Every page of this test opens in `theme`, as a visitor who chose it before would see it. */
async function useTheme(page: Page, theme: Theme) {
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
}

async function firstId(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { id: number }[] | { content: { id: number }[] };
  const first = (Array.isArray(body) ? body : body.content)[0];
  if (!first) throw new Error(`No item from ${path}`);
  return first.id;
}

/**
 * A new account, registered and signed in through the API; with `saves`, it has bookmarked a tour
 * and a spot and favourited the tour.
 */
async function profileAccount(request: APIRequestContext, theme: Theme, saves: boolean) {
  const account = await newSignedInAccount(request, `a11y-${theme}`);
  if (!saves) return account;
  const { headers } = account;
  const tourId = await firstId(request, '/api/tours/popular?cityId=1&limit=1');
  const spotId = await firstId(request, '/api/spots/popular?cityId=2&limit=1');
  for (const url of [
    `/api/bookmarks?targetId=${tourId}&targetType=tour`,
    `/api/bookmarks?targetId=${spotId}&targetType=spot`,
    `/api/favorites/tour/${tourId}`,
  ]) {
    expect((await request.post(url, { headers })).ok(), url).toBe(true);
  }
  return account;
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility (${theme} theme)`, () => {
    test.beforeEach(async ({ page }) => useTheme(page, theme));

    test('site pages, the 404 page and the events calendar', async ({ page }) => {
      test.setTimeout(180_000); // up to eight axe passes
      const pages = [
        { path: '/', ready: () => page.getByRole('main').getByRole('article').first() },
        ...(theme === 'light'
          ? [
              { path: '/cities', ready: () => page.getByRole('main').getByRole('article').first() },
              { path: '/exp', ready: () => page.getByRole('main').getByRole('article').first() },
            ]
          : []),
        { path: '/terms', ready: () => page.getByRole('contentinfo') },
        { path: '/company-info', ready: () => page.getByRole('contentinfo') },
        { path: '/submit', ready: () => page.getByRole('contentinfo') },
        { path: '/nope', ready: () => page.getByRole('contentinfo') },
      ];
      for (const { path, ready } of pages) {
        await page.goto(path);
        await expect(ready()).toBeVisible();
        await expect(page.locator('body')).toHaveClass(new RegExp(`${theme}-theme`));
        await expectAccessible(page, `${path} (${theme})`, SERIOUS);
      }

      // The calendar with a saved event (Mérida, city 5).
      await page.goto('/events?city=5');
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards.first()).toBeVisible();
      await cards
        .first()
        .getByRole('button', { name: /^Save / })
        .click();
      await expectAccessible(page, `/events (${theme})`, { ...SERIOUS, include: 'main' });
    });

    test('account pages', async ({ page, request }) => {
      test.setTimeout(120_000);
      const main = page.getByRole('main');

      await page.goto('/login');
      await main.getByRole('tab', { name: 'Create account' }).click();
      await main.getByRole('button', { name: 'Create account', exact: true }).click();
      await expect(main.getByText('Username is required.')).toBeVisible();
      await expectAccessible(page, `/login with errors (${theme})`, SERIOUS);
      await main.getByRole('tab', { name: 'Sign in' }).click();
      await expectAccessible(page, `/login (${theme})`, SERIOUS);

      await page.goto('/forgot-password');
      await expect(main.getByRole('button').first()).toBeVisible();
      await expectAccessible(page, `/forgot-password (${theme})`, SERIOUS);

      await page.goto('/reset-password?token=abc');
      await main.getByRole('button', { name: 'Reset password' }).click();
      await expectAccessible(page, `/reset-password with errors (${theme})`, SERIOUS);
      await page.goto('/reset-password');
      await expect(main.getByRole('link').first()).toBeVisible();
      await expectAccessible(page, `/reset-password without token (${theme})`, SERIOUS);

      await signIn(page, (await profileAccount(request, theme, false)).email);
      await expect(main.getByText('No bookmarked tours yet')).toBeVisible();
      await expect(
        main.getByRole('region', { name: "Where you're signed in" }).getByText('This device'),
      ).toBeVisible();
      await expectAccessible(page, `/profile with no saves (${theme})`, SERIOUS);
      await main.getByRole('button', { name: 'Log Out' }).click();
      await expect(page).toHaveURL(/\/login$/);

      await signIn(page, (await profileAccount(request, theme, true)).email);
      await expect(main.getByRole('button', { name: /^Bookmarks\s*2$/ })).toBeVisible();
      await expectAccessible(page, `/profile with saves (${theme})`, SERIOUS);

      await main.getByRole('button', { name: 'Delete Account' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('dialog').getByLabel('Password', { exact: true }).fill('wrong');
      await page.getByRole('dialog').getByRole('button', { name: 'Delete Account' }).click();
      await expect(page.getByRole('dialog').getByRole('alert')).toBeVisible();
      await expectAccessible(page, `/profile delete dialog (${theme})`, SERIOUS);
      await page.keyboard.press('Escape');

      await page.goto('/profile/change-password');
      await main.getByLabel('New password', { exact: true }).fill('abc');
      await expectAccessible(page, `/profile/change-password (${theme})`, SERIOUS);
    });

    test('trip pages', async ({ page, request }) => {
      test.setTimeout(90_000);
      const account = await newSignedInAccount(request, `a11y-trips-${theme}`);
      const { headers } = account;
      const tourId = await firstId(request, '/api/tours/popular?cityId=1&limit=1');
      const created = await request.post('/api/trips', {
        headers,
        data: { name: 'City days', cityId: 1, startDate: '2027-03-03', days: 2 },
      });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: number };
      const added = await request.post(`/api/trips/${id}/items`, {
        headers,
        data: { tourId, day: 1 },
      });
      expect(added.status()).toBe(201);

      await signIn(page, account.email);
      const main = page.getByRole('main');
      await page.goto('/trips');
      await expect(main.getByRole('link', { name: 'City days' })).toBeVisible();
      await expectAccessible(page, `/trips (${theme})`, SERIOUS);
      await page.goto(`/trips/${id}`);
      await expect(main.getByRole('heading', { name: /^Day 1 · / })).toBeVisible();
      await expect(main.getByTestId('trip-item').first()).toBeVisible();
      await expectAccessible(page, `/trips/${id} (${theme})`, {
        ...SERIOUS,
        exclude: '.leaflet-container',
      });
    });
  });
}

test.describe('accessibility of tours, spots and search', () => {
  test('list, tour, stop and spot pages, the search dropdown and the results page', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // Map tiles never load here; Leaflet's own controls are third-party markup.
    const map = { exclude: '.leaflet-container' };
    // The cookie banner is checked above; here it would only sit over the fixed bars.
    await page.addInitScript(() => {
      localStorage.setItem(
        'cookieConsent',
        JSON.stringify({ status: 'declined', updatedAt: new Date().toISOString() }),
      );
    });
    await page.goto('/cities/1/tours');
    await expect(
      page.getByRole('heading', { name: 'Tours in Mexico City', exact: true }),
    ).toBeVisible();
    await expectAccessible(page, '/cities/1/tours', map);

    const tourHref = await page
      .getByRole('main')
      .locator('a[href^="/tours/"]')
      .first()
      .getAttribute('href');
    await page.goto(tourHref ?? '');
    await expect(page.getByRole('heading', { name: 'Itinerary', exact: true })).toBeVisible();
    await expectAccessible(page, `${tourHref}`, map);

    const stopHref = await page.locator('a[href^="/spot/"]').first().getAttribute('href');
    const spotId = /\/spot\/(\d+)/.exec(stopHref ?? '')?.[1];
    await page.goto(stopHref ?? '');
    await expect(page.getByRole('heading', { name: 'Itinerary', exact: true })).toBeVisible();
    await expectAccessible(page, `${stopHref}`, map);

    await page.goto(`/spots/${spotId}`);
    await expect(
      page.getByRole('heading', { name: 'Explore More Spots', exact: true }),
    ).toBeVisible();
    await expectAccessible(page, `/spots/${spotId}`, map);

    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
    await box.fill('mezcal');
    await expect(page.getByRole('option').first()).toBeVisible();
    await expectAccessible(page, 'the search dropdown', { include: 'header' });

    await page.goto('/search?q=mercado&type=spot&cityId=2');
    const results = page.getByRole('region', { name: 'Search results' });
    await expect(results.getByRole('link').first()).toContainText('Oaxaca');
    await expectAccessible(page, '/search results', { include: 'main' });
  });
});

import { expect, test } from '../fixtures.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { registerThroughForm } from '../accounts.ts';

const SIGN_IN_TO_SAVE = 'Sign in to save bookmarks. Visit /login to continue.';
const SIGN_IN_TO_FAVORITE = 'Sign in to save favorites. Visit /login to continue.';

interface Item {
  id: number;
  name: string;
}

async function firstOf(request: APIRequestContext, path: string, label: 'title' | 'name') {
  const response = await request.get(path);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as
    Record<string, unknown>[] | { content: Record<string, unknown>[] };
  const list = Array.isArray(body) ? body : body.content;
  const first = list[0];
  if (!first) throw new Error(`No item from ${path}`);
  return { id: Number(first['id']), name: String(first[label]) } satisfies Item;
}

/** A link whose accessible name contains `text` (cards add more text to the name). */
function named(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

function counter(page: Page, label: string) {
  return page
    .getByRole('main')
    .locator('dt', { hasText: label })
    .locator('xpath=following-sibling::dd');
}

async function expectCounters(page: Page, values: [number, number, number, number]) {
  const labels = ['Bookmarked tours', 'Bookmarked spots', 'Favorite tours', 'Favorite spots'];
  for (const [index, label] of labels.entries()) {
    await expect(counter(page, label)).toHaveText(String(values[index]));
  }
}

/** Clicks and waits until the server answered the save call. */
async function clickAndSave(page: Page, group: string, name: string, path: RegExp) {
  const actions = page.getByRole('group', { name: group });
  const answered = page.waitForResponse(
    (response) => path.test(new URL(response.url()).pathname) && response.ok(),
  );
  await actions.getByRole('button', { name, exact: true }).click();
  await answered;
}

test.describe('bookmarks and favourites', () => {
  test('signed out → the sign-in toast and nothing is sent', async ({ page, request }) => {
    const tour = await firstOf(request, '/api/tours/popular?cityId=1&limit=1', 'title');
    const saveCalls: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/bookmarks')) saveCalls.push(req.url());
    });
    await page.goto(`/tours/${tour.id}`);
    const actions = page.getByRole('group', { name: 'Tour actions' });
    await actions.getByRole('button', { name: 'Bookmark', exact: true }).click();
    await expect(page.getByText(SIGN_IN_TO_SAVE)).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Bookmark', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(saveCalls).toEqual([]);
    // "/login" in the toast is a link to sign in.
    await page.getByText(SIGN_IN_TO_SAVE).getByRole('link', { name: '/login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a favourite signed out → the favourites sign-in toast, nothing sent, no console error (issue 34)', async ({
    page,
    request,
  }) => {
    const spot = await firstOf(request, '/api/spots/popular?cityId=1&limit=1', 'name');
    const sent: string[] = [];
    const errors: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/favorites/')) sent.push(req.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`/spots/${spot.id}`);
    const actions = page.getByRole('group', { name: 'Spot actions' });
    await actions.getByRole('button', { name: 'Favorite', exact: true }).click();
    await expect(page.getByText(SIGN_IN_TO_FAVORITE)).toBeVisible();
    await expect(page.getByText(SIGN_IN_TO_SAVE)).toHaveCount(0);
    await expect(actions.getByRole('button', { name: 'Favorite', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(sent).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('save a tour and a spot → the profile lists them → remove one → gone after reload; another user sees none', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000); // registers two users and walks five pages
    const tour = await firstOf(request, '/api/tours/popular?cityId=1&limit=1', 'title');
    const spot = await firstOf(request, '/api/spots/popular?cityId=2&limit=1', 'name');

    await registerThroughForm(page, 'saved-a');
    await expectCounters(page, [0, 0, 0, 0]);

    await page.goto(`/tours/${tour.id}`);
    await clickAndSave(page, 'Tour actions', 'Bookmark', /^\/api\/bookmarks$/);
    await clickAndSave(page, 'Tour actions', 'Favorite', /^\/api\/favorites\/tour\/\d+$/);
    const tourActions = page.getByRole('group', { name: 'Tour actions' });
    await expect(tourActions.getByRole('button', { name: 'Remove bookmark' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(tourActions.getByRole('button', { name: 'Remove favorite' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goto(`/spots/${spot.id}`);
    await clickAndSave(page, 'Spot actions', 'Bookmark', /^\/api\/bookmarks$/);

    // A reload reads the saved state back from the server.
    await page.goto(`/tours/${tour.id}`);
    await expect(tourActions.getByRole('button', { name: 'Remove bookmark' })).toBeVisible();
    await expect(tourActions.getByRole('button', { name: 'Remove favorite' })).toBeVisible();

    await page.goto('/profile');
    const main = page.getByRole('main');
    await expectCounters(page, [1, 1, 1, 0]);
    await expect(main.getByRole('button', { name: /^Bookmarks\s*2$/ })).toBeVisible();
    await expect(main.getByRole('link', { name: named(tour.name) })).toHaveAttribute(
      'href',
      `/tours/${tour.id}`,
    );
    await main.getByRole('button', { name: /^Spots\s*1$/ }).click();
    await expect(main.getByRole('link', { name: named(spot.name) }).first()).toBeVisible();

    // (The profile with saves is checked with axe, in both themes, in a11y.spec.ts.)
    await page.reload();
    await expect(main.getByRole('link', { name: named(tour.name) })).toBeVisible();
    await main.getByRole('button', { name: /^Spots\s*1$/ }).click();
    await main.getByRole('button', { name: /^Favorites\s*1$/ }).click();
    await expect(main.getByText('No favorite spots yet')).toBeVisible();
    await main.getByRole('button', { name: /^Tours\s*1$/ }).click();
    await expect(main.getByRole('link', { name: named(tour.name) })).toBeVisible();

    await main.getByRole('button', { name: /^Bookmarks/ }).click();
    await main.getByRole('button', { name: /^Spots/ }).click();
    await main.getByRole('button', { name: `Remove ${spot.name} from bookmarks` }).click();
    await expect(main.getByText('No bookmarked spots yet')).toBeVisible();
    await expect(counter(page, 'Bookmarked spots')).toHaveText('0');

    await page.reload();
    await expectCounters(page, [1, 0, 1, 0]);
    await main.getByRole('button', { name: /^Spots/ }).click();
    await expect(main.getByText('No bookmarked spots yet')).toBeVisible();
    await expect(main.getByText('Start exploring and add a few to see them here')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Browse cities' })).toHaveAttribute(
      'href',
      '/cities',
    );

    // A second traveller sees none of it.
    await main.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await registerThroughForm(page, 'saved-b');
    await expectCounters(page, [0, 0, 0, 0]);
    await expect(main.getByText('No bookmarked tours yet')).toBeVisible();
    await page.goto(`/tours/${tour.id}`);
    await expect(
      tourActions.getByRole('button', { name: 'Bookmark', exact: true }),
    ).toHaveAttribute('aria-pressed', 'false');
    await expect(
      tourActions.getByRole('button', { name: 'Favorite', exact: true }),
    ).toHaveAttribute('aria-pressed', 'false');
  });
});

/**
 * Saved events stay (issue 34, item 11): on the device through a reload and other pages, with the
 * account on a second device, moved to the account at sign-in, and offered by the trip planner.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { newSignedInAccount, sendSignIn, signIn } from '../accounts.ts';
import { expectAccessible } from '../axe.ts';

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const panel = (page: Page) => page.getByRole('region', { name: /^Saved \(\d+\)$/ });

async function openEvents(page: Page) {
  await page.goto('/events');
  await expect(cards(page).first()).toBeVisible();
}

/** Saves the nth card's event from its bookmark; answers its title. */
async function saveNth(page: Page, index: number): Promise<string> {
  const card = cards(page).nth(index);
  const title = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('button', { name: `Save ${title}` }).click();
  await expect(card.getByRole('button', { name: `Save ${title}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  return title;
}

/** Another device: a browser context of its own, signed in as `email`. */
async function secondDevice(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('/login');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await sendSignIn(page, email);
  await expect(page).toHaveURL(/\/profile$/);
  return { context, page };
}

test('saved events stay through a reload and a visit to another page', async ({ page }) => {
  await openEvents(page);
  const first = await saveNth(page, 0);
  const second = await saveNth(page, 2);
  await expect(panel(page).getByRole('heading')).toHaveText('Saved (2)');

  await page.reload();
  await expect(panel(page).getByRole('heading')).toHaveText('Saved (2)');
  await expect(panel(page).getByRole('listitem')).toHaveText([
    new RegExp(first),
    new RegExp(second),
  ]);
  await expect(
    cards(page)
      .nth(0)
      .getByRole('button', { name: `Save ${first}` }),
  ).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('banner').getByRole('link', { name: 'Cities', exact: true }).click();
  await expect(page).toHaveURL(/\/cities$/);
  await page.getByRole('banner').getByRole('link', { name: 'Events', exact: true }).click();
  await expect(panel(page).getByRole('heading')).toHaveText('Saved (2)');
  await panel(page)
    .getByRole('button', { name: `Remove ${first}` })
    .click();
  await page.reload();
  await expect(panel(page).getByRole('listitem')).toHaveText([new RegExp(second)]);
});

test('signed-out saves move to the account at sign-in, and a second device sees and changes them', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const account = await newSignedInAccount(request, 'saved-events');
  await openEvents(page);
  const before = await saveNth(page, 1);

  await signIn(page, account.email);
  // Moved to the account from the profile page, without opening the events page again.
  await expect
    .poll(async () => {
      const answer = await request.get('/api/saved-events', { headers: account.headers });
      return ((await answer.json()) as { title: string }[]).map((event) => event.title);
    })
    .toEqual([before]);

  const other = await secondDevice(browser, baseURL!, account.email);
  try {
    await openEvents(other.page);
    await expect(panel(other.page).getByRole('listitem')).toHaveText([new RegExp(before)]);
    const added = await saveNth(other.page, 3);
    await expect(panel(other.page).getByRole('heading')).toHaveText('Saved (2)');
    await expect
      .poll(async () => {
        const answer = await request.get('/api/saved-events', { headers: account.headers });
        return ((await answer.json()) as unknown[]).length;
      })
      .toBe(2);

    // The first device reads the account's list when it opens the events page.
    await openEvents(page);
    await expect(panel(page).getByRole('listitem')).toHaveText([
      new RegExp(before),
      new RegExp(added),
    ]);
  } finally {
    await other.context.close();
  }

  // Signed out, the account's list leaves this device.
  await page.goto('/profile');
  await page.getByRole('main').getByRole('button', { name: 'Log Out' }).click();
  await expect(page).not.toHaveURL(/\/profile$/);
  await openEvents(page);
  await expect(panel(page).getByRole('heading')).toHaveText('Saved (0)');
});

test('the trip planner offers the saved events on its days', async ({ page, request }) => {
  const account = await newSignedInAccount(request, 'saved-events-trip');
  const listed = (await (await request.get('/api/events')).json()) as {
    id: number;
    title: string;
    cityId: number;
    date: string;
  }[];
  const event = listed[0]!;
  const saved = await request.put(`/api/saved-events/${event.id}`, { headers: account.headers });
  expect(saved.status()).toBe(204);
  const created = await request.post('/api/trips', {
    headers: account.headers,
    data: { name: 'Around a fiesta', cityId: event.cityId, startDate: event.date, days: 2 },
  });
  expect(created.status()).toBe(201);
  const tripId = ((await created.json()) as { id: number }).id;

  await signIn(page, account.email);
  await page.goto(`/trips/${tripId}`);
  const offer = page.getByRole('region', { name: 'Saved events on these days' });
  await expect(offer.getByRole('listitem')).toHaveText([new RegExp(event.title)]);
  await expectAccessible(page, `/trips/${tripId}: saved events`, {
    include: '[data-testid="trip-saved-events"]',
  });
  await offer.getByRole('button', { name: `Add to day 1: ${event.title}` }).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Added' })).toHaveText(
    `Added ${event.title} to day 1.`,
  );
  await expect(offer.getByRole('listitem')).toHaveCount(0);
});

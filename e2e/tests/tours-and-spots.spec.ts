import { expect, test } from '../fixtures.ts';
import type { Page } from '@playwright/test';

// The cookie banner is covered by shell.spec.ts; here it would only sit over the fixed bars.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'cookieConsent',
      JSON.stringify({ status: 'declined', updatedAt: new Date().toISOString() }),
    );
  });
});

async function firstTourOfCity1(page: Page): Promise<string> {
  await page.goto('/cities/1/tours');
  const firstCard = page.getByRole('main').locator('a[href^="/tours/"]').first();
  await expect(firstCard).toBeVisible();
  const href = await firstCard.getAttribute('href');
  expect(href).toMatch(/^\/tours\/\d+$/);
  return href ?? '';
}

test.describe('tours and spots', () => {
  test('tour list: back link, heading, count and search with its empty text', async ({ page }) => {
    await page.goto('/cities/1/tours');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: 'Tours in Mexico City' }),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: /Back to Mexico City/ })).toHaveAttribute(
      'href',
      '/cities/1',
    );
    await expect(main.getByText(/^\d+ tours?$/)).toBeVisible();
    const search = main.getByRole('searchbox', { name: 'Search tours' });
    await search.fill('zzqx no such tour');
    await expect(main.getByText('No tours match your search.')).toBeVisible();
    await expect(main.getByText('0 tours')).toBeVisible();
    await search.fill('');
    await expect(main.locator('a[href^="/tours/"]').first()).toBeVisible();
  });

  test("a city spot list searches; México's tour list shows every tour and leads back to /mexico", async ({
    page,
  }) => {
    await page.goto('/cities/1/spots');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: 'Spots in Mexico City' }),
    ).toBeVisible();
    await expect(main.getByText(/^\d+ spots?$/)).toBeVisible();
    await main.getByRole('searchbox', { name: 'Search spots' }).fill('zzqx nothing');
    await expect(main.getByText('No spots match your search.')).toBeVisible();

    // México, the country entry, lists the tours of all its destinations, back link to /mexico (issue 34).
    await page.goto('/cities/4/tours');
    await expect(page).toHaveURL(/\/cities\/4\/tours$/);
    await expect(main.getByRole('heading', { level: 1, name: 'Tours in México' })).toBeVisible();
    await expect(main.getByText('52 tours')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Back to Mexico Basics' })).toHaveAttribute(
      'href',
      '/mexico',
    );
    await main.getByRole('searchbox', { name: 'Search tours' }).fill('Oaxaca');
    await expect(main.locator('a[href^="/tours/"]').first()).toBeVisible();
    await page.goto('/cities/4/spots');
    await expect(main.getByRole('heading', { level: 1, name: 'Spots in México' })).toBeVisible();
    await expect(main.getByText('178 spots')).toBeVisible();
  });

  test("Mexico City's spot list shows, counts and searches all 21 spots, past the API's first page", async ({
    page,
  }) => {
    await page.goto('/cities/1/spots');
    const main = page.getByRole('main');
    await expect(main.getByText('21 spots')).toBeVisible();
    await expect(main.locator('a[href^="/spots/"]')).toHaveCount(21);
    await main.getByRole('searchbox', { name: 'Search spots' }).fill('Teotihuacan');
    await expect(main.getByText('1 spot', { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: /Teotihuacan/ }).first()).toBeVisible();
  });

  test('walks a tour: list → tour → stop 1 → next stop → the spot page → back', async ({
    page,
  }) => {
    const tourHref = await firstTourOfCity1(page);
    const tourId = tourHref.split('/').pop();
    await page.getByRole('main').locator(`a[href="${tourHref}"]`).first().click();
    await expect(page).toHaveURL(tourHref);

    const main = page.getByRole('main');
    // The address changes before the tour page replaces the list: read its heading once it is in.
    await expect(main.getByRole('heading', { name: 'Quick facts' })).toBeVisible();
    const title = main.getByRole('heading', { level: 1 });
    await expect(title).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${await title.textContent()}`));
    await expect(main.getByRole('heading', { name: 'About this tour' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Return to City' })).toHaveAttribute(
      'href',
      '/cities/1',
    );

    const itinerary = main.getByRole('list').filter({ has: page.locator('a[href^="/spot/"]') });
    const stopLinks = itinerary.first().locator('a[href^="/spot/"]');
    const total = await stopLinks.count();
    expect(total).toBeGreaterThan(1);
    await expect(stopLinks.first()).toHaveAttribute('href', new RegExp(`\\?tourId=${tourId}$`));
    await expect(stopLinks.first()).toContainText('1');
    // The map starts as its section nears the screen (decision 0020): scroll to it, as a reader does.
    await main.getByRole('heading', { name: 'Route map' }).scrollIntoViewIfNeeded();
    await expect(page.getByTestId('tour-map')).toBeVisible();
    await expect(page.locator('.leaflet-marker-icon')).toHaveCount(total);

    await stopLinks.first().click();
    await expect(page).toHaveURL(new RegExp(`/spot/\\d+\\?tourId=${tourId}$`));
    const progress = page.getByRole('progressbar');
    await expect(progress).toHaveAttribute('value', '1');
    await expect(progress).toHaveAttribute('max', String(total));
    await expect(page.getByText(`Stop 1 of ${total}`).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await expect(page.getByRole('button', { name: '(current)' })).toBeDisabled();
    const mapsLink = page.getByRole('link', { name: /Open in Google Maps/ });
    await expect(mapsLink).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.+/,
    );
    await expect(mapsLink).toHaveAttribute('rel', 'noopener noreferrer');

    await page
      .getByRole('navigation', { name: 'Tour stops' })
      .getByRole('link', { name: 'Next' })
      .click();
    await expect(page.getByRole('progressbar')).toHaveAttribute('value', '2');
    await expect(page.getByText(`Stop 2 of ${total}`).first()).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Tour stops' }).getByRole('link', { name: 'Prev' }),
    ).toBeVisible();
    // At the foot of the page the footer's last line stays above the fixed Prev / Next bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerBottom = await page
      .getByRole('contentinfo')
      .evaluate((footer) => footer.getBoundingClientRect().bottom);
    const barTop = await page
      .getByRole('navigation', { name: 'Tour stops' })
      .evaluate((bar) => bar.getBoundingClientRect().top);
    expect(footerBottom).toBeLessThanOrEqual(barTop + 1);

    // On to a spot page through the app (a card under 'Explore more spots'), then Back returns.
    const stopUrl = page.url();
    const moreSpots = page.getByRole('region', { name: 'Explore more spots' });
    const spotCard = moreSpots.locator('a[href^="/spots/"]').first();
    const spotHref = (await spotCard.getAttribute('href')) ?? '';
    expect(spotHref).toMatch(/^\/spots\/\d+$/);
    const spotName = (await spotCard.getByRole('heading').textContent()) ?? '';
    await spotCard.click();
    await expect(page).toHaveURL(spotHref);
    const spotMain = page.getByRole('main');
    await expect(spotMain.getByRole('heading', { level: 1 })).toHaveText(spotName);
    await expect(spotMain.getByText('Average Price', { exact: true })).toBeVisible();
    await expect(spotMain.getByText('Time Spent', { exact: true })).toBeVisible();
    await expect(spotMain.getByRole('link', { name: /Open in Maps/ })).toHaveAttribute(
      'href',
      /query=-?\d+(\.\d+)?,-?\d+(\.\d+)?$/,
    );
    await expect(spotMain.getByRole('heading', { name: 'Tours in this City' })).toBeVisible();
    await expect(spotMain.getByRole('heading', { name: 'Explore More Spots' })).toBeVisible();

    await spotMain.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(stopUrl);
    await expect(page.getByRole('progressbar')).toHaveAttribute('value', '2');
  });

  test('Read more unfolds the description and Show less folds it', async ({ page }) => {
    const tourHref = await firstTourOfCity1(page);
    await page.goto(tourHref);
    const about = page.getByRole('region', { name: 'About this tour' });
    await expect(about).toBeVisible();
    // Every tour in the dataset is described in more than 320 characters, so the toggle is there.
    const toggle = about.getByRole('button', { name: 'Read more' });
    await expect(toggle).toBeVisible();
    const folded = (await about.locator('p').textContent()) ?? '';
    expect(folded.endsWith('…')).toBe(true);
    await toggle.click();
    await expect(about.getByRole('button', { name: 'Show less' })).toBeVisible();
    expect(((await about.locator('p').textContent()) ?? '').length).toBeGreaterThan(folded.length);
  });

  test('signed out, Bookmark explains how to sign in', async ({ page }) => {
    const tourHref = await firstTourOfCity1(page);
    await page.goto(tourHref);
    await page
      .getByRole('group', { name: 'Tour actions' })
      .getByRole('button', { name: 'Bookmark' })
      .click();
    await expect(
      page.getByText('Sign in to save bookmarks. Visit /login to continue.'),
    ).toBeVisible();
  });

  test('error texts for invalid and missing ids', async ({ page }) => {
    const cases: [string, string][] = [
      ['/tours/abc', 'Invalid tour id.'],
      ['/tours/999999', 'Tour not found'],
      ['/spot/1', 'Missing or invalid tourId.'],
      ['/spot/1?tourId=abc', 'Missing or invalid tourId.'],
      ['/spots/abc', 'Invalid spot id.'],
      ['/spots/999999', 'Spot not found'],
    ];
    for (const [path, text] of cases) {
      await page.goto(path);
      await expect(page.getByRole('alert').filter({ hasText: text })).toHaveText(text);
    }

    // A real tour, but a spot that is not one of its stops.
    const tourHref = await firstTourOfCity1(page);
    const tourId = tourHref.split('/').pop();
    await page.goto(`/spot/999999?tourId=${tourId}`);
    await expect(page.getByRole('alert').filter({ hasText: 'Spot not found' })).toBeVisible();
  });

  test('prices say what they are for: a Xochimilco boat per boat per hour, a tour per person', async ({
    page,
    request,
  }) => {
    const spots = (await (await request.get('/api/cities/1/spots?size=100')).json()) as {
      content: { id: number; slug: string }[];
    };
    const boats = spots.content.find((spot) => spot.slug === 'xochimilco-nativitas');
    await page.goto(`/spots/${boats!.id}`);
    const price = page.getByRole('main').getByText('Average Price', { exact: true });
    await expect(price.locator('xpath=following-sibling::dd[1]')).toHaveText(
      'US$41 per boat per hour',
    );

    await page.goto('/cities/1/tours');
    const card = page
      .getByRole('main')
      .locator('a[href^="/tours/"]')
      .filter({ hasText: 'Trajineras in Xochimilco and an Afternoon in Coyoacán' });
    await expect(card).toContainText('US$45 per person');
    await card.click();
    const facts = page.getByRole('region', { name: 'Quick facts' });
    await expect(facts.getByText('Cost', { exact: true }).locator('xpath=..')).toContainText(
      'US$45 per person',
    );
  });
});

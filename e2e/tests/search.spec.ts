import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

const headerSearch = (page: Page) =>
  page.getByRole('banner').getByRole('combobox', { name: 'Search' });

test.describe('global search', () => {
  test('"oax" finds Oaxaca with its highlight, and Enter opens it', async ({ page }) => {
    await page.goto('/');
    const box = headerSearch(page);
    await box.fill('oax');
    const listbox = page.getByRole('listbox', { name: 'Search results' });
    const first = listbox.getByRole('option').first();
    await expect(first).toContainText('Oaxaca');
    await expect(first).toContainText('City');
    await expect(first.locator('mark').first()).toHaveText('Oax');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/cities\/2$/);
  });

  test('"/" focuses the box; arrows, Escape and a typo', async ({ page }) => {
    await page.goto('/terms');
    await page.locator('body').click();
    await page.keyboard.press('/');
    const box = headerSearch(page);
    await expect(box).toBeFocused();

    await page.keyboard.type('oaxca');
    const options = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
    await expect(options.first()).toContainText('Oaxaca');
    await box.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    const activeId = await options.first().getAttribute('id');
    await expect(box).toHaveAttribute('aria-activedescendant', activeId!);
    await box.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('oaxca');
  });

  test('one emoji is one character: "🌮" alone does not search, "🌮🌮" does', async ({ page }) => {
    const searches: string[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.pathname === '/api/search') searches.push(url.searchParams.get('q') ?? '');
    });
    // The page's clock is driven by hand: past the typing pause, a search would be sent.
    await page.clock.install();
    await page.goto('/');
    const box = headerSearch(page);
    await box.fill('🌮');
    await page.clock.runFor(2000);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/search');
    await box.fill('🌮🌮');
    await page.clock.runFor(2000);
    await answered;
    expect(searches).toEqual(['🌮🌮']);
  });

  test('messages for no matches, then the dropdown lists matches', async ({ page }) => {
    await page.goto('/');
    const box = headerSearch(page);
    await box.fill('zzqqxxjj');
    await expect(page.getByText('No matches found.')).toBeVisible();
    await box.fill('mezcal');
    await expect(page.getByRole('option').first()).toBeVisible();
  });

  test('clicking a result opens it; "See all results" opens the results page', async ({ page }) => {
    test.slow(); // two page loads and two searches
    await page.goto('/');
    const box = headerSearch(page);
    await box.fill('teotihuacan');
    const option = page.getByRole('option').filter({ hasText: 'Teotihuacan' }).first();
    await expect(option).toContainText('Spot');
    await option.click();
    await expect(page).toHaveURL(/\/spots\/\d+$/);

    await box.fill('first timer merida');
    const post = page.getByRole('option').filter({ hasText: 'Post' }).first();
    await expect(post).toContainText("A First-Timer's Guide to Mérida");
    await post.click();
    await expect(page).toHaveURL(/\/cities\/5\/post\/[a-z0-9-]+$/);

    await box.fill('mercado');
    await page.getByRole('link', { name: 'See all results' }).click();
    await expect(page).toHaveURL(/\/search\?q=mercado$/);
    const results = page.getByRole('region', { name: 'Search results' });
    await expect(results.getByRole('link').first()).toBeVisible();
    await expect(results.locator('mark').first()).toBeVisible();

    await page.getByLabel('Type', { exact: true }).selectOption('spot');
    await expect(page).toHaveURL(/type=spot/);
    await page.getByLabel('City', { exact: true }).selectOption({ label: 'Oaxaca' });
    await expect(page).toHaveURL(/cityId=2/);
    await expect(results.getByRole('link').first()).toContainText('Oaxaca');
  });
});

test.describe('search polish (issue 15, item 12)', () => {
  test('markup typed into the box is searched as text and never rendered', async ({ page }) => {
    await page.goto('/');
    const box = headerSearch(page);
    await box.fill('<b>oaxaca</b>');
    const listbox = page.getByRole('listbox', { name: 'Search results' });
    const first = listbox.getByRole('option').first();
    await expect(first).toContainText('Oaxaca');
    await expect(first.locator('mark').first()).toHaveText('Oaxaca');
    await expect(listbox.locator('b')).toHaveCount(0);

    await page.goto(`/search?q=${encodeURIComponent('<b>oaxaca</b><img src=x onerror=alert(1)>')}`);
    const results = page.getByRole('region', { name: 'Search results' });
    await expect(results.getByRole('link').first()).toContainText('Oaxaca');
    await expect(page.locator('main b, main img[src="x"]')).toHaveCount(0);
  });

  test('stop words alone find nothing; inside a name they do no harm', async ({ page }) => {
    await page.goto('/');
    const box = headerSearch(page);
    await box.fill('the');
    await expect(page.getByText('No matches found.')).toBeVisible();
    await box.fill('la paz');
    const first = page.getByRole('option').first();
    await expect(first).toContainText('La Paz');
    await expect(first).toContainText('City');
  });

  test('a long title wraps whole in the dropdown, its highlight intact', async ({ page }) => {
    await page.goto('/');
    await headerSearch(page).fill('day trips san cristobal');
    const option = page
      .getByRole('option')
      .filter({ hasText: 'Day Trips from San Cristóbal' })
      .first();
    await expect(option.locator('mark').first()).toHaveText('Day');
    const title = option.locator('mark').first().locator('xpath=..');
    // Nothing is hidden behind a CSS ellipsis: the API already cut what was too long.
    const clipped = await title.evaluate(
      (element) =>
        element.scrollWidth > element.clientWidth ||
        getComputedStyle(element).textOverflow === 'ellipsis',
    );
    expect(clipped).toBe(false);
  });

  test('an event shows its dates and opens the events page filtered to it', async ({ page }) => {
    await page.goto('/');
    await headerSearch(page).fill('guelaguetza');
    const event = page.getByRole('option').filter({ hasText: 'Event' }).first();
    await expect(event).toContainText('Guelaguetza');
    await expect(event.locator('time')).toHaveText(
      /^\d{1,2} – \d{1,2} Jul · Dates vary each year$/,
    );
    await event.click();
    await expect(page).toHaveURL(/\/events\?city=2&q=Guelaguetza$/);
    await expect(page.getByRole('article', { name: 'Guelaguetza' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search events' })).toHaveValue('Guelaguetza');

    await page.goto('/search?q=festival&type=event');
    const results = page.getByRole('region', { name: 'Search results' });
    await expect(results.getByRole('link').first()).toContainText('Event');
    await expect(results.locator('time').first()).toBeVisible();
  });
});

test.describe('global search on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the overlay searches, and Cancel closes it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open search' }).click();
    const overlay = page.getByRole('dialog', { name: 'Search' });
    const box = overlay.getByRole('combobox', { name: 'Search' });
    await expect(box).toBeFocused();
    await box.fill('oax');
    await expect(overlay.getByRole('option').first()).toContainText('Oaxaca');
    await overlay.getByRole('button', { name: 'Cancel' }).click();
    await expect(overlay).toHaveCount(0);

    await page.getByRole('button', { name: 'Open search' }).click();
    await page.getByRole('dialog', { name: 'Search' }).getByRole('combobox').fill('oaxaca');
    await page.getByRole('dialog').getByRole('option').first().click();
    await expect(page).toHaveURL(/\/cities\/2$/);
    await expect(page.getByRole('dialog', { name: 'Search' })).toHaveCount(0);
  });
});

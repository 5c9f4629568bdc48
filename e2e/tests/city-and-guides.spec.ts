import { expect, test } from '../fixtures.ts';
import { expectAccessible } from '../axe.ts';

test.describe('Mexico Basics, city detail and guides', () => {
  test('/mexico lists 16 guides, search narrows them and shows the empty text', async ({
    page,
  }) => {
    await page.goto('/mexico');
    await expect(page.getByRole('heading', { level: 1, name: 'Mexico Basics' })).toBeVisible();
    const guides = page.getByRole('list', { name: 'Mexico Basics guides' }).getByRole('link');
    await expect(guides).toHaveCount(16);
    await expect(guides.first()).toHaveAttribute('href', '/cities/4/post/visa-requirements');

    const search = page.getByLabel('Search guides');
    await search.fill('  MEZCAL ');
    await expect(guides).toHaveCount(1);
    await expect(guides.first()).toHaveAttribute('href', '/cities/4/post/drinks-in-mexico');

    await search.fill('zzzqqq');
    await expect(page.getByText('No guides found. Try another keyword.')).toBeVisible();
    await search.fill('');
    await expect(guides).toHaveCount(16);
  });

  test('the map marks the cities and links Oaxaca to /cities/2', async ({ page }) => {
    await page.goto('/mexico');
    const map = page.getByTestId('mexico-map');
    await expect(map.locator('svg path')).toHaveCount(1);
    const oaxaca = map.getByRole('link', { name: 'Oaxaca' });
    await expect(oaxaca).toHaveAttribute('href', '/cities/2');
    // Every destination but the country-level entry is marked.
    await expect(map.getByRole('link')).toHaveCount(12);
    await oaxaca.focus();
    await expect(oaxaca).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cities\/2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Oaxaca' })).toBeVisible();
  });

  test('/cities/2 shows the hero, keyboard tabs and the content sections', async ({ page }) => {
    await page.goto('/cities/2');
    await expect(page.getByRole('heading', { level: 1, name: 'Oaxaca' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share Oaxaca' })).toBeVisible();
    await expect(page).toHaveTitle(/Oaxaca/);

    const nav = page.getByRole('navigation', { name: 'City sections' });
    await expect(nav.getByRole('link')).toHaveText([
      'Basics',
      'Events',
      'Top Tours',
      'Top Spots',
      'City Guides',
      'Mexico Basics',
    ]);

    const tabs = page.getByRole('tab');
    const count = await tabs.count();
    expect(count).toBeGreaterThan(2);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.first()).toHaveAttribute('tabindex', '-1');
    await page.keyboard.press('End');
    await expect(tabs.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText(/\S/);

    await expect(page.getByRole('link', { name: 'View all tours in Oaxaca' })).toHaveAttribute(
      'href',
      '/cities/2/tours',
    );
    await expect(page.getByRole('link', { name: 'View all spots in Oaxaca' })).toHaveAttribute(
      'href',
      '/cities/2/spots',
    );
    await expect(
      page.getByRole('region', { name: 'Top tours in Oaxaca' }).getByRole('link').first(),
    ).toHaveAttribute('href', /^\/tours\/\d+$/);
    await expect(page.getByRole('link', { name: 'See all guides for Oaxaca' })).toHaveAttribute(
      'href',
      '/cities/2/posts',
    );
    const guides = page.locator('#city-guides').getByRole('list').getByRole('link');
    await expect(guides.first()).toHaveAttribute('href', /^\/cities\/2\/post\/[a-z0-9-]+$/);
    await expect(page.locator('#events').getByRole('link')).toHaveAttribute('href', '/events');
    await expect(page.locator('#mexico-basics').getByRole('link')).toHaveAttribute(
      'href',
      '/mexico',
    );

    // The section nav scrolls to a section and highlights it.
    await nav.getByRole('link', { name: 'City Guides' }).click();
    await expect(nav.getByRole('link', { name: 'City Guides' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // The last section is too short to reach the top: at the foot of the page it is marked.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(nav.getByRole('link', { name: 'Mexico Basics' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('a Mexico guide shows Warning and Tip labels and links back to /mexico', async ({
    page,
  }) => {
    await page.goto('/mexico');
    await page.getByRole('link', { name: /Safety & Scams/ }).click();
    await expect(page).toHaveURL(/\/cities\/4\/post\/safety-scams$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Safety and Common Scams' }),
    ).toBeVisible();
    await expect(page.getByText('Warning', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Tip', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/min read/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Mexico Basics' })).toHaveAttribute(
      'href',
      '/mexico',
    );
  });

  test('a guide links the places it names, in its text and as cards at its end (issue 34)', async ({
    page,
    browser,
  }) => {
    const guide = '/cities/1/post/mexico-city-three-day-itinerary';
    // Server-rendered: the links and the cards are there before any script runs.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    try {
      const bare = await noScript.newPage();
      await bare.goto(guide);
      const article = bare.getByRole('article');
      await expect(
        article.getByRole('link', { name: 'Templo Mayor', exact: true }),
      ).toHaveAttribute('href', /^\/spots\/\d+$/);
      const mentioned = bare.getByRole('region', { name: 'Mentioned in this guide' });
      await expect(
        mentioned.getByRole('heading', { name: 'Museo del Templo Mayor' }),
      ).toBeVisible();
      await expect(
        mentioned.getByRole('heading', { name: 'Museo Frida Kahlo (Casa Azul)' }),
      ).toBeVisible();
      await expect(
        mentioned.getByRole('heading', { name: /^The Pyramids of Teotihuacan/ }),
      ).toBeVisible();
    } finally {
      await noScript.close();
    }

    await page.goto(guide);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Mentioned in this guide' }),
    ).toBeVisible();
    await expectAccessible(page, 'a guide with its mentions', { seriousOnly: true });
    await page.getByRole('article').getByRole('link', { name: 'Casa Azul', exact: true }).click();
    await expect(page).toHaveURL(/\/spots\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: /Museo Frida Kahlo/ })).toBeVisible();

    // An event a guide names opens the calendar filtered to it.
    await page.goto('/cities/2/post/oaxaca-first-timers-guide');
    const mentioned = page.getByRole('region', { name: 'Mentioned in this guide' });
    await mentioned
      .getByRole('link', { name: /^See it on the events calendar ?: Guelaguetza$/ })
      .click();
    await expect(page).toHaveURL(/\/events\?city=2&q=Guelaguetza$/);
    await expect(
      page.getByRole('main').getByRole('heading', { name: 'Guelaguetza' }),
    ).toBeVisible();
  });

  test('a city guide opens from the post list and links back to its city', async ({ page }) => {
    await page.goto('/cities/2/posts');
    await expect(page.getByRole('heading', { level: 1, name: 'City Guides' })).toBeVisible();
    await expect(page.getByText(/^\d+ posts?$/)).toBeVisible();
    const search = page.getByLabel('Search posts');
    await search.fill('qqqxxxzzz');
    await expect(page.getByText('No posts match your search.')).toBeVisible();
    await expect(page.getByText('0 posts')).toBeVisible();
    await search.fill('');
    const cards = page.getByRole('list', { name: 'City Guides' }).getByRole('link');
    await cards.first().click();
    await expect(page).toHaveURL(/\/cities\/2\/post\/[a-z0-9-]+$/);
    await expect(page.getByRole('link', { name: 'Back to city' })).toHaveAttribute(
      'href',
      '/cities/2',
    );
  });

  test('invalid, missing and unknown addresses show their texts', async ({ page }) => {
    // The page shows its own text, and the server answers with the status a crawler needs.
    expect((await page.goto('/cities/abc'))?.status()).toBe(400);
    await expect(page.getByText('Invalid city id.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');

    expect((await page.goto('/cities/999'))?.status()).toBe(404);
    await expect(page.getByText('City not found.')).toBeVisible();

    expect((await page.goto('/cities/2/post/no-such-post'))?.status()).toBe(404);
    await expect(page.getByText('Not found.')).toBeVisible();

    expect((await page.goto('/cities/2/post/bad_slug!'))?.status()).toBe(400);
    await expect(page.getByText('Not found.')).toBeVisible();
  });
});

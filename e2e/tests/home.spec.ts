import { expect, test } from '../fixtures.ts';

test.describe('home, city list and experiences', () => {
  test('the hero has 8 labelled dots, advances on its own and a dot picks a slide', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: /Your Story, Your Tour\s*Your México/ }),
    ).toBeVisible();
    const hero = page.getByRole('region', { name: 'Scenes from México' });
    const dots = hero.getByRole('group', { name: 'Choose a slide' }).getByRole('button');
    await expect(dots).toHaveCount(8);
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    // Autoplay every 4 s (the pointer is kept off the hero so it does not pause).
    await page.mouse.move(5, 890);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true', { timeout: 6_000 });

    await dots.nth(5).click();
    await expect(dots.nth(5)).toHaveAttribute('aria-current', 'true');
    await expect(hero.locator('figure[data-active="true"] img')).toHaveAttribute(
      'src',
      '/media/hero/6.svg',
    );
    await expect(page.getByRole('link', { name: 'Find tours by interest' })).toHaveAttribute(
      'href',
      '/exp',
    );
  });

  test('the hero holds still for reduced-motion visitors', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    // The page's clock is Playwright's: time moves past the hero's rotation without waiting.
    await page.clock.install();
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Scenes from México' });
    await expect(hero).toHaveAttribute('data-paused', 'true');
    await page.clock.runFor(4_500);
    await expect(hero.getByRole('button').first()).toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId('community-count')).toHaveText('1247');
    await context.close();
  });

  test('featured tours and spots are real cards; Explore Cities leaves México out', async ({
    page,
  }) => {
    await page.goto('/');
    const basics = page.getByRole('region', { name: 'Mexico basics' });
    await expect(basics.getByText('Visas and entry')).toBeVisible();
    await expect(basics.getByRole('link')).toHaveAttribute('href', '/mexico');

    const tours = page.getByRole('region', { name: 'Featured Tours' }).getByRole('article');
    await expect(tours).toHaveCount(4);
    await expect(tours.first().getByRole('link').first()).toHaveAttribute('href', /^\/tours\/\d+$/);
    await expect(tours.first().getByRole('button', { name: 'Bookmark' })).toBeVisible();

    const spots = page.getByRole('region', { name: 'Featured Spots' }).getByRole('article');
    await expect(spots).toHaveCount(6);
    await expect(spots.first().getByRole('link').first()).toHaveAttribute('href', /^\/spots\/\d+$/);

    const featured = page.getByRole('link', { name: /Featured destination/ });
    await expect(featured).toHaveAttribute('href', '/mexico');

    const scroller = page.getByRole('region', { name: 'Cities to explore' });
    const cityLinks = scroller.getByRole('link');
    await expect(cityLinks).toHaveCount(12);
    await expect(scroller.getByRole('link', { name: /Oaxaca/ })).toHaveAttribute(
      'href',
      '/cities/2',
    );
    const hrefs = await cityLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).not.toContain('/mexico');
    expect(hrefs).not.toContain('/cities/4');

    // Arrow keys scroll the focused scroller by 90 % of its width.
    await scroller.focus();
    const before = await scroller.evaluate((el) => el.scrollLeft);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(before + 100);
    await expect(page.getByRole('button', { name: 'Scroll Cities to explore left' })).toBeVisible();
  });

  test('a bookmark on a card asks a signed-out visitor to sign in', async ({ page }) => {
    await page.goto('/');
    const tour = page.getByRole('region', { name: 'Featured Tours' }).getByRole('article').first();
    await tour.getByRole('button', { name: 'Bookmark' }).click();
    await expect(
      page.getByText('Sign in to save bookmarks. Visit /login to continue.'),
    ).toBeVisible();
  });

  test('the community counter reaches 1247 and the profile opens in a new tab', async ({
    page,
  }) => {
    await page.goto('/');
    const counter = page.getByTestId('community-count');
    await counter.scrollIntoViewIfNeeded();
    await expect(page.getByText('Explorers in our community')).toBeVisible();
    await expect(counter).toHaveText('1247', { timeout: 10_000 });
    const follow = page.getByRole('link', { name: /Follow @sendero\.mx/ });
    await expect(follow).toHaveAttribute('href', 'https://www.instagram.com/sendero.mx');
    await expect(follow).toHaveAttribute('target', '_blank');
  });

  test('Who We Are opens one accordion at a time and links to about-us', async ({ page }) => {
    await page.goto('/');
    // Each item is a <details> (it opens without the app's code, issue 28); its summary is the control.
    const item = (name: string) =>
      page.locator('details', { has: page.getByRole('heading', { name }) });
    const mission = item('Our Mission');
    const vision = item('Our Vision');
    await mission.locator('summary').click();
    await expect(mission).toHaveAttribute('open', '');
    await expect(vision).not.toHaveAttribute('open');
    await vision.locator('summary').click();
    await expect(vision).toHaveAttribute('open', '');
    await expect(mission).not.toHaveAttribute('open');
    await vision.locator('summary').click();
    await expect(vision).not.toHaveAttribute('open');
    await expect(page.getByRole('link', { name: 'Get to Know Us' })).toHaveAttribute(
      'href',
      '/company-info#about-us',
    );
  });

  test('/cities lists all 13 cities with México first', async ({ page }) => {
    await page.goto('/cities');
    await expect(page.getByRole('heading', { level: 1, name: 'Cities' })).toBeVisible();
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(13);
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', '/mexico');
    await expect(page.getByRole('link', { name: /Puebla/ })).toHaveAttribute('href', '/cities/8');
  });

  test('/city/2 lands on /cities/2 and /city/4 on /mexico', async ({ page }) => {
    // A permanent redirect from the server, before any script runs.
    const response = await page.goto('/city/2');
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/city\/2$/);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/cities\/2$/);
    await page.goto('/city/4');
    await expect(page).toHaveURL(/\/mexico$/);
  });

  test('/exp filters tours by an interest kept in the URL', async ({ page }) => {
    await page.goto('/exp');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    const all = await cards.count();
    expect(all).toBeGreaterThan(20);

    const interests = page.getByRole('group', { name: 'Interests' });
    const food = interests.getByRole('button', { name: /^Food & drink/ });
    const foodCount = Number(
      await food
        .locator('span')
        .first()
        .innerText()
        .then((t) => t.replace(/\D/g, '')),
    );
    expect(foodCount).toBeGreaterThan(0);
    await food.click();
    await expect(page).toHaveURL(/[?&]interest=food\b/);
    await expect(food).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: 'Food & drink tours' })).toBeVisible();
    await expect(cards).toHaveCount(foodCount);

    await page.getByLabel('City').selectOption({ label: 'Oaxaca' });
    await expect(page).toHaveURL(/city=2/);
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText('Oaxaca');

    // Deep link on reload.
    await page.goto('/exp?interest=nightlife');
    await expect(interests.getByRole('button', { name: /^Nightlife/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

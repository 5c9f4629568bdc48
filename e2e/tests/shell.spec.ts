import { expect, test } from '../fixtures.ts';

test.describe('application shell', () => {
  test('renders header, navigation and footer with its company links and social links', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sendero' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Cities', '/cities'],
      ['Events', '/events'],
      ['Mexico Basics', '/mexico'],
    ] as const) {
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(header.getByRole('link', { name: 'Get started' })).toHaveAttribute(
      'href',
      '/cities',
    );
    await expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');

    const footer = page.getByRole('contentinfo');
    for (const [name, anchor] of [
      ['About Us', 'about-us'],
      ['Press', 'press'],
      ['Investors', 'investors'],
      ['Events', 'events'],
      ['Terms of Use', 'terms-of-use'],
      ['Privacy Policy', 'privacy-policy'],
      ['Contact Us', 'contact-us'],
    ] as const) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        `/company-info#${anchor}`,
      );
    }
    await expect(footer.getByText(/© \d{4} Sendero/)).toBeVisible();
    await expect(
      footer.getByRole('list', { name: 'Sendero on social media' }).getByRole('link'),
    ).toHaveCount(5);
  });

  test('the header shadow strengthens once the page scrolls past 4 px', async ({ page }) => {
    await page.goto('/terms');
    const header = page.getByRole('banner');
    const shadowAtTop = await header.evaluate((el) => getComputedStyle(el).boxShadow);
    await page.mouse.wheel(0, 400);
    await expect
      .poll(() => header.evaluate((el) => getComputedStyle(el).boxShadow))
      .not.toBe(shadowAtTop);
  });

  test('theme toggles, broadcasts, and survives a reload without a flash', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('body')).toHaveClass(/light-theme/);
    await page.evaluate(() => {
      (window as unknown as { themeEvents: number }).themeEvents = 0;
      window.addEventListener('theme-changed', () => {
        (window as unknown as { themeEvents: number }).themeEvents += 1;
      });
    });
    await page.getByRole('banner').getByRole('switch', { name: 'Dark mode' }).click();
    await expect(page.locator('body')).toHaveClass(/dark-theme/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    expect(
      await page.evaluate(() => (window as unknown as { themeEvents: number }).themeEvents),
    ).toBe(1);

    // The class must already be right before any app script runs (no flash of light theme).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { bodyClassAtLoad: string }).bodyClassAtLoad =
          document.body.className;
      });
    });
    await page.reload();
    await expect(page.locator('body')).toHaveClass(/dark-theme/);
    expect(
      await page.evaluate(() => (window as unknown as { bodyClassAtLoad: string }).bodyClassAtLoad),
    ).toContain('dark-theme');
  });

  test('the cookie choice is stored and survives a reload; invalid data asks again', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner.getByText('We value your privacy')).toBeVisible();
    await expect(banner.getByRole('link', { name: /privacy/i })).toHaveAttribute(
      'href',
      /privacy-policy/,
    );
    await banner.getByRole('button', { name: 'Decline non-essential' }).click();
    await expect(banner).toBeHidden();
    const stored = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('cookieConsent'))) ?? '{}',
    );
    expect(stored.status).toBe('declined');
    expect(Date.parse(stored.updatedAt)).not.toBeNaN();

    await page.reload();
    await expect(page.getByText('We value your privacy')).toBeHidden();

    // The answer lives in a cookie the server renders with (issue 28); junk in both asks again.
    await page.evaluate(() => {
      localStorage.setItem('cookieConsent', '{"status":"maybe"}');
      document.cookie = 'cookieConsent=maybe; Path=/';
    });
    await page.reload();
    await page.getByRole('button', { name: 'Accept all' }).click();
    await page.reload();
    await expect(page.getByText('We value your privacy')).toBeHidden();
  });

  test('an unknown path and /error show the error page with a way home', async ({ page }) => {
    for (const [path, status] of [
      ['/this/does/not/exist', 404],
      ['/error', 200],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(status);
      await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
      await expect(page.getByRole('img')).toHaveAttribute('alt', /.+/);
    }
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('/test renders without header and footer; /exp is routed', async ({ page }) => {
    await page.goto('/test');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.goto('/exp');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Oops!' })).toHaveCount(0);
  });

  test('the / key focuses search, and back restores the scroll position', async ({ page }) => {
    await page.goto('/terms');
    await page.keyboard.press('/');
    await expect(page.getByRole('banner').getByRole('combobox', { name: 'Search' })).toBeFocused();
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Press' }).click();
    await expect(page).toHaveURL(/company-info#press/);
    await page.goBack();
    await expect(page).toHaveURL(/\/terms$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
  });
});

import { expect, test } from '../fixtures.ts';

test.describe('mobile shell', () => {
  test('the slide-in menu opens, holds navigation and theme, and Escape closes it', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('link', { name: 'Cities' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Events' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Mexico Basics' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Get started' })).toBeVisible();
    const theme = menu.getByRole('switch', { name: 'Dark mode' });
    await expect(theme).toHaveText('Dark mode · Off');
    await theme.click();
    await expect(theme).toHaveText('Dark mode · On');
    await expect(theme).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('the full-screen search overlay opens and Cancel closes it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open search' }).click();
    const overlay = page.getByRole('dialog');
    await expect(overlay.getByRole('combobox', { name: 'Search' })).toBeFocused();
    await overlay.getByRole('button', { name: 'Cancel' }).click();
    await expect(overlay).toBeHidden();
  });

  test('a tour page shows cost and duration before its itinerary', async ({ page, request }) => {
    const tours = (await (await request.get('/api/cities/1/tours?size=1')).json()) as {
      content: { id: number }[];
    };
    await page.goto(`/tours/${tours.content[0]?.id}`);
    const top = (name: string) =>
      page
        .getByRole('heading', { name, exact: true })
        .evaluate((heading) => heading.getBoundingClientRect().top);
    expect(await top('Quick facts')).toBeLessThan(await top('Itinerary'));
  });
});

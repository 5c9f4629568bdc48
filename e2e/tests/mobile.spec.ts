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
    await expect(menu.getByRole('switch', { name: 'Dark mode' })).toBeVisible();
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
});

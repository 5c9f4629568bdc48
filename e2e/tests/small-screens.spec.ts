// Small phones (issue 15, item 11), in the desktop project with a phone-sized viewport.
import { expect, test } from '../fixtures.ts';
import type { Page } from '@playwright/test';

const PHONE = { width: 390, height: 844 };

/** Every page of the test opens in the light theme, as a visitor who chose it would see it. */
async function useLightTheme(page: Page) {
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
}

test.describe('a 390 px phone in the light theme', () => {
  test.use({ viewport: PHONE });
  test.beforeEach(async ({ page }) => useLightTheme(page));

  test('the closed mobile menu leaves nothing along the right edge', async ({ page }) => {
    // A page without motion, so two pictures of it differ only by what the menu paints.
    await page.goto('/terms');
    await expect(page.locator('body')).toHaveClass(/light-theme/);
    await page.evaluate(() => document.fonts.ready);
    const panel = page.locator('#mobile-menu');
    // The strip where the closed panel's shadow used to reach into the page.
    const edge = { x: PHONE.width - 48, y: 0, width: 48, height: PHONE.height };

    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menuButton).toBeFocused();
    // Nothing under the pointer changes between the two pictures.
    await page.mouse.move(10, PHONE.height / 2);

    // Closed, the panel is off the screen and paints nothing (hidden, not only moved out).
    await expect(panel).toBeHidden();
    const left = await panel.evaluate((node) => node.getBoundingClientRect().left);
    expect(left).toBeGreaterThanOrEqual(PHONE.width);
    const withMenu = await page.screenshot({ clip: edge });
    await panel.evaluate((node) => node.parentElement?.remove());
    const withoutMenu = await page.screenshot({ clip: edge });
    expect(withMenu.equals(withoutMenu), 'the closed menu changes no pixel of the page').toBe(true);
  });
});

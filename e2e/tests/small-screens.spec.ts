// Small phones (issue 15, item 11), in the desktop project with a phone-sized viewport.
import { expect, test } from '../fixtures.ts';
import type { Locator, Page } from '@playwright/test';

const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 320, height: 640 };

/** Every page of the test opens in the light theme, as a visitor who chose it would see it. */
async function useLightTheme(page: Page) {
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
}

/** The number of lines the text of `element` takes. */
function lineCount(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    // One rectangle per line box the text runs through.
    const tops = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
    return tops.size;
  });
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

  test('the login tabs keep their labels on one line, down to 320 px', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => document.fonts.ready);
    const tabs = page.getByRole('main').getByRole('tab');
    await expect(tabs).toHaveText(['Sign in', 'Create account']);
    for (const width of [PHONE.width, SMALL_PHONE.width]) {
      await page.setViewportSize({ width, height: PHONE.height });
      for (const tab of await tabs.all()) {
        expect(await lineCount(tab), `${await tab.textContent()} at ${width} px`).toBe(1);
      }
      const [signIn, create] = await Promise.all(
        (await tabs.all()).map((tab) => tab.boundingBox()),
      );
      expect(create!.y, `one row at ${width} px`).toBe(signIn!.y);
      expect(create!.height, `one height at ${width} px`).toBe(signIn!.height);
    }
  });
});

import { expect, type Locator, type Page } from '@playwright/test';

/** dnd-kit's live region, where its keyboard sensor says what a drag is over. */
export const dndStatus = (page: Page) => page.locator('[id^="DndLiveRegion"]');

/**
 * Picks an item up by its drag handle with Space and waits until the drag answers arrow keys.
 * dnd-kit's keyboard sensor starts listening for them in a timer it sets at the pick-up, which
 * can run after the live region already says the item is over its place: a timer the page sets
 * now runs after that one (a loaded machine had an arrow key lost in between).
 */
export async function pickUp(page: Page, handle: Locator, over: string) {
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(dndStatus(page)).toHaveText(over);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

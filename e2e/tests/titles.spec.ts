import { expect, test } from '../fixtures.ts';

test.describe('page titles', () => {
  test("one <title> at a time: the server's, kept through hydration, then each page's own", async ({
    page,
  }) => {
    await page.goto('/cities/2');
    // Hydrated (the fixture's goto waits for it): React has taken over the title the server wrote,
    // with no second one beside it and none left from the template.
    await expect(page).toHaveTitle('Oaxaca · Sendero');
    await expect(page.locator('title')).toHaveCount(1);

    await page.getByRole('link', { name: 'View all tours in Oaxaca' }).click();
    await expect(page).toHaveURL(/\/cities\/2\/tours$/);
    await expect(page).toHaveTitle('Tours in Oaxaca · Sendero');
    await expect(page.locator('title')).toHaveCount(1);

    await page.goBack();
    await expect(page).toHaveTitle('Oaxaca · Sendero');
    await expect(page.locator('title')).toHaveCount(1);
  });
});

import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * Issue 13's budget: cumulative layout shift ≤ 0.05 on a phone. Each API answer is held back a
 * little, so the loading states are painted first (as on a slow phone) and what replaces them has
 * to leave in place everything the visitor already saw: the footer, the list under the filters.
 */
const CLS_BUDGET = 0.05;
const API_DELAY_MS = 400;

test.use({ viewport: { width: 412, height: 823 } });

async function layoutShiftOf(page: Page, path: string): Promise<number> {
  await page.addInitScript(() => {
    const state = window as unknown as { __cls: number };
    state.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) state.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
    await route.continue();
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Two frames: the last layout has been measured.
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((window as unknown as { __cls: number }).__cls)),
        ),
      ),
  );
}

test.describe('layout stability on a phone', () => {
  test('the city page, a post and the events page do not shift while they load', async ({
    page,
    request,
  }) => {
    const cities = (await (await request.get('/api/cities')).json()) as { id: number }[];
    const cityId = cities.find((city) => city.id !== 4)!.id;
    const posts = (await (await request.get(`/api/city-posts?cityId=${cityId}`)).json()) as
      { slug: string }[] | { content: { slug: string }[] };
    const slug = (Array.isArray(posts) ? posts : posts.content)[0]!.slug;

    for (const path of [`/cities/${cityId}`, `/cities/${cityId}/post/${slug}`, '/events']) {
      const shift = await layoutShiftOf(page, path);
      expect(shift, `layout shift of ${path}`).toBeLessThanOrEqual(CLS_BUDGET);
    }
  });
});

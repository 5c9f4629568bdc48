/** axe on the page as it is, failing on the violations found (all of them unless told otherwise). */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export interface AxeCheck {
  /** Limit the pass to this selector (the header's dropdown, a page's main). */
  include?: string;
  exclude?: string;
  /** Fail only on serious and critical violations. */
  seriousOnly?: boolean;
}

export async function expectAccessible(page: Page, label: string, check: AxeCheck = {}) {
  // A control just chosen fades to its colours (a tab's transition-colors): axe judges the
  // colours the page settles on, so the pass waits for every transition and animation that ends.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // axe.run in the page itself (legacy mode). The default mode runs axe in each frame, then
  // finishes in a blank page it opens for every pass: a page of its own, about half of each pass
  // on 2 cores. It exists for cross-origin frames, which legacy mode leaves out: the app has
  // none, and a page that gains one fails here rather than going unchecked.
  const origin = new URL(page.url()).origin;
  const foreignFrames = page
    .frames()
    .filter((frame) => !frame.url().startsWith(origin) && !frame.url().startsWith('about:'));
  expect(foreignFrames.map((frame) => `${label}: a frame from ${frame.url()}`)).toEqual([]);
  let builder = new AxeBuilder({ page }).setLegacyMode();
  if (check.include) builder = builder.include(check.include);
  if (check.exclude) builder = builder.exclude(check.exclude);
  const results = await builder.analyze();
  const failing = check.seriousOnly
    ? results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    : results.violations;
  expect(
    failing.map(
      (v) => `${label}: ${v.id} ${v.help} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

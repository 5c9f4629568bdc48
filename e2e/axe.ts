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
  let builder = new AxeBuilder({ page });
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

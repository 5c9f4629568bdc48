import type { SearchPage } from '@sendero/contract';

/** "1 result", "12 results", or "1,000+ results" when the count stopped at its limit. */
export function resultCount(page: Pick<SearchPage, 'totalElements' | 'totalIsLowerBound'>): string {
  const count = page.totalElements.toLocaleString('en-US');
  if (page.totalIsLowerBound) return `${count}+ results`;
  return `${count} result${page.totalElements === 1 ? '' : 's'}`;
}

import { compareByLetters } from '../../../lib/text-filter.ts';

/** Friendly names for the dataset's tour categories; anything else is title-cased. */
const INTEREST_LABELS: Record<string, string> = {
  food: 'Food & drink',
  history: 'History',
  nature: 'Nature & outdoors',
  art: 'Art',
  nightlife: 'Nightlife',
  culture: 'Culture',
  architecture: 'Architecture',
  markets: 'Markets',
  'day-trip': 'Day trips',
};

export function interestLabel(category: string): string {
  const known = INTEREST_LABELS[category.toLowerCase()];
  if (known) return known;
  const words = category.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The `?interest=` value when it looks like a category key, else null (no filter). */
export function parseInterest(value: string | null): string | null {
  if (value === null) return null;
  const key = value.trim().toLowerCase();
  return /^[a-z0-9][a-z0-9_-]{0,59}$/.test(key) ? key : null;
}

/** Most tours first, then alphabetical, so the chips read from the biggest interest down. */
export function sortInterests<T extends { category: string; count: number }>(list: readonly T[]) {
  return [...list].sort((a, b) => b.count - a.count || compareByLetters(a.category, b.category));
}

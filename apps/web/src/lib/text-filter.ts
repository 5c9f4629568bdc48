/** Lower case without accents, so "merida" finds "Mérida". */
export function normalizeText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * The list search rule (content spec §5): trimmed, case- and accent-insensitive substring match over
 * any of the fields; a blank query matches everything.
 */
export function matchesQuery(
  query: string,
  ...fields: (string | string[] | null | undefined)[]
): boolean {
  const needle = normalizeText(query.trim());
  if (needle === '') return true;
  return fields.some((field) => {
    if (field == null) return false;
    const values = Array.isArray(field) ? field : [field];
    return values.some((value) => normalizeText(value).includes(needle));
  });
}

/** Plain code-unit order: for ISO timestamps and other machine-made strings. */
export function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Alphabetical for English readers, accents aside ('charrería' before 'charro', 'zócalo' before
 * 'zoo'). Not `localeCompare`: its first call loads the locale's collation data, tens of
 * milliseconds on a phone, and the lists sorted with this one are sorted while a page hydrates
 * (decision 0021, item 6).
 */
export function compareByLetters(a: string, b: string): number {
  return byCodeUnit(normalizeText(a), normalizeText(b)) || byCodeUnit(a, b);
}

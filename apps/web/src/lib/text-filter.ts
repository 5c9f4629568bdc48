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

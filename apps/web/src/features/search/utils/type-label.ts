/** "city" → "City", "city_post" → "City Post"; "Result" when the type is missing (spec §2). */
export function typeLabel(docType: string | null | undefined): string {
  const words = (docType ?? '').replaceAll('_', ' ').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'Result';
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

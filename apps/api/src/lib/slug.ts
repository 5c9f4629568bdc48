/**
 * Text as a slug in the dataset's form (packages/content schema.ts): lower-case ASCII letters and
 * digits in runs joined by single hyphens. Accents are dropped ("Café Ñu" → "cafe-nu"); anything
 * else separates words. Empty when nothing of the text is left.
 */
export function slugify(text: string, maxLength = 120): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug.slice(0, maxLength).replace(/-$/, '');
}

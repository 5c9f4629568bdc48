/** Content spec §5: a post slug is non-empty letters, digits and hyphens; anything else is not looked up. */
export function isValidPostSlug(slug: string | undefined): slug is string {
  return typeof slug === 'string' && /^[A-Za-z0-9-]+$/.test(slug);
}

/** A positive integer id from a route parameter, else null. */
export function parseCityId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The post's tags as one trimmed, comma-separated string ("a, b, c"). */
export function formatTags(tags: string): string {
  return tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)
    .join(', ');
}

export function tagList(tags: string): string[] {
  return tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

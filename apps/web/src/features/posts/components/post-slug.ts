import { parseEntityId, POST_SLUG_PATTERN } from '@sendero/contract';
/** Content spec §5: a post slug is non-empty letters, digits and hyphens; anything else is not looked up. */
export function isValidPostSlug(slug: string | undefined): slug is string {
  return typeof slug === 'string' && POST_SLUG_PATTERN.test(slug);
}

/** A city id from a route parameter, else null. */
export const parseCityId = (value: string | undefined): number | null => parseEntityId(value);

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

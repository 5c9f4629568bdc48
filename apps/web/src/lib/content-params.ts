import { parseEntityId, POST_SLUG_PATTERN } from '@sendero/contract';
/**
 * Request rules of content spec §5: ids must be positive integers, slugs letters/digits/hyphens,
 * `limit` only when a positive finite number (floored), `sort` only when not blank.
 */
const MINUTE = 60 * 1000;
export const STALE = {
  cities: 10 * MINUTE,
  city: 10 * MINUTE,
  cityContent: 5 * MINUTE,
  tours: 5 * MINUTE,
  tour: 5 * MINUTE,
  spot: 5 * MINUTE,
} as const;

export function isValidSlug(value: unknown): value is string {
  return typeof value === 'string' && POST_SLUG_PATTERN.test(value);
}

export function warnInvalid(what: string, value: unknown): void {
  console.warn(`Skipped a content call: invalid ${what}`, value);
}

export interface ListOptions {
  cityId?: number | string | undefined;
  limit?: number | undefined;
  sort?: string | undefined;
  category?: string | undefined;
  page?: number | undefined;
  size?: number | undefined;
}

/** The query string of a list call (leading "?" included, or "" when there is nothing to send). */
export function listQueryString(options: ListOptions = {}): string {
  const query = new URLSearchParams();
  const cityId = options.cityId === undefined ? null : parseEntityId(options.cityId);
  if (cityId !== null) query.set('cityId', String(cityId));
  const { limit, size, page, sort, category } = options;
  if (typeof limit === 'number' && Number.isFinite(limit) && limit >= 1) {
    query.set('limit', String(Math.floor(limit)));
  }
  if (typeof size === 'number' && Number.isFinite(size) && size >= 1) {
    query.set('size', String(Math.floor(size)));
  }
  if (typeof page === 'number' && Number.isFinite(page) && page >= 0) {
    query.set('page', String(Math.floor(page)));
  }
  if (typeof sort === 'string' && sort.trim() !== '') query.set('sort', sort.trim());
  if (typeof category === 'string' && category.trim() !== '') {
    query.set('category', category.trim());
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** A cityId was given but is not a valid id: the list lookup returns empty without a call. */
export function hasInvalidCityId(options: ListOptions): boolean {
  return options.cityId !== undefined && parseEntityId(options.cityId) === null;
}

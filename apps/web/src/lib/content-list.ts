import { MAX_PAGE_SIZE, parseEntityId } from '@sendero/contract';
import { apiFetch } from './api-client.ts';
import { hasInvalidCityId, listQueryString, warnInvalid } from './content-params.ts';
import type { ListOptions } from './content-params.ts';

/** List answers come as a paged object `{content: [...]}` or a bare array (content spec §3). */
export function toList<T>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[];
  if (typeof value === 'object' && value !== null) {
    const content = (value as { content?: unknown }).content;
    if (Array.isArray(content)) return content as T[];
  }
  return [];
}

/** GET `path` with the list options; empty without a call for an invalid city id. */
export async function getContentList<T>(
  path: string,
  options: ListOptions,
  signal: AbortSignal | undefined,
): Promise<T[]> {
  if (hasInvalidCityId(options)) {
    warnInvalid('city id', options.cityId);
    return [];
  }
  return toList<T>(await apiFetch(`${path}${listQueryString(options)}`, { signal }));
}

/** A city has far fewer items than this many pages of MAX_PAGE_SIZE; a bound on a broken answer. */
const MAX_CITY_LIST_PAGES = 20;

/**
 * Every tour or spot of a city: GET /api/cities/{id}/{kind} page by page at the
 * largest page size, so a city with more items than one page still lists, counts and searches all
 * of them. Empty without a call for an invalid city id.
 */
export async function getCityList<T>(
  id: unknown,
  kind: 'tours' | 'spots',
  signal: AbortSignal | undefined,
  /** More query parameters for every page (the spots' `openAt` or `openOn`). */
  extra: Record<string, string> = {},
): Promise<T[]> {
  const cityId = parseEntityId(id);
  if (cityId === null) {
    warnInvalid('city id', id);
    return [];
  }
  const items: T[] = [];
  for (let page = 0; page < MAX_CITY_LIST_PAGES; page += 1) {
    const query = new URLSearchParams({
      ...extra,
      size: String(MAX_PAGE_SIZE),
      page: String(page),
    });
    const body = await apiFetch(`/api/cities/${cityId}/${kind}?${query.toString()}`, { signal });
    items.push(...toList<T>(body));
    const totalPages = (body as { totalPages?: unknown } | null)?.totalPages;
    if (typeof totalPages !== 'number' || page + 1 >= totalPages) break;
  }
  return items;
}

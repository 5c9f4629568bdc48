import type { SavedEntry, SavedPage } from '@sendero/contract';

const MINUTE = 60 * 1000;

/** Content spec §7: 2 minutes for checks made by pages, 3 for the lists the session keeps. */
export const SAVED_STALE = { page: 2 * MINUTE, session: 3 * MINUTE } as const;

/** Content spec §9: the session loads favourites 12 at a time (the API's default is 10). */
export const SESSION_PAGE_SIZE = 12;

/**
 * A list answer as a paged object whatever the server sent: a paged object as is, a bare array
 * (content spec §3) as one page.
 */
export function toSavedPage(value: unknown, page: number, size: number): SavedPage {
  if (Array.isArray(value)) {
    const content = value as SavedEntry[];
    return { content, page, size, totalElements: content.length, totalPages: 1 };
  }
  const paged = (value ?? {}) as Partial<SavedPage>;
  const content = Array.isArray(paged.content) ? paged.content : [];
  return {
    content,
    page: paged.page ?? page,
    size: paged.size ?? size,
    totalElements: paged.totalElements ?? content.length,
    totalPages: paged.totalPages ?? 1,
  };
}

/** Logs the failure under the text of content spec §8 and passes the original error on. */
export function failWith(message: string, error: unknown): never {
  console.error(message, error);
  throw error;
}

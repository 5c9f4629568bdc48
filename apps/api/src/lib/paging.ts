import type { Paged } from '@sendero/contract';

export const DEFAULT_PAGE_SIZE = 20;

export interface PageRequest {
  page?: number | undefined;
  size?: number | undefined;
  limit?: number | undefined;
}

/** Zero-based page and its size: `size`, else the client's `limit`, else the default. */
export function pageWindow(query: PageRequest) {
  const page = query.page ?? 0;
  const size = query.size ?? query.limit ?? DEFAULT_PAGE_SIZE;
  return { page, size, limit: size, offset: page * size };
}

export function toPage<T>(
  items: T[],
  total: number,
  window: { page: number; size: number },
): Paged<T> {
  return {
    content: items,
    page: window.page,
    size: window.size,
    totalElements: total,
    totalPages: Math.ceil(total / window.size),
  };
}

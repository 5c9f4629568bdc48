/**
 * Tour and spot reads carry the caller's own `bookmarked` and `favorited` flags when a valid token
 * is sent, so pages and cards start in the right state without extra calls. Two indexed queries
 * for any number of items; anonymous reads are left untouched (and stay publicly cacheable).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SavedType } from '@sendero/contract';
import { savedFlags } from '@sendero/db';

export async function withSavedFlags<T extends { id: number }>(
  app: FastifyInstance,
  request: FastifyRequest,
  type: SavedType,
  items: T[],
): Promise<(T & { bookmarked?: boolean; favorited?: boolean })[]> {
  if (!request.headers.authorization || items.length === 0) return items;
  const auth = await app.optionalUser(request);
  if (!auth) return items;
  const flags = await savedFlags(app.db, {
    userId: auth.userId,
    type,
    ids: items.map((item) => item.id),
  });
  return items.map((item) => ({
    ...item,
    bookmarked: flags.bookmarked.has(item.id),
    favorited: flags.favorited.has(item.id),
  }));
}

export async function withSavedFlagsOne<T extends { id: number }>(
  app: FastifyInstance,
  request: FastifyRequest,
  type: SavedType,
  item: T,
) {
  const [flagged] = await withSavedFlags(app, request, type, [item]);
  return flagged!;
}

/** The same for a paged answer's content. */
export async function personalisePage<T extends { id: number }, P extends { content: T[] }>(
  app: FastifyInstance,
  request: FastifyRequest,
  type: SavedType,
  page: P,
) {
  return { ...page, content: await withSavedFlags(app, request, type, page.content) };
}

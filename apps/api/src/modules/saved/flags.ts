/**
 * Tour and spot reads carry the caller's own `bookmarked` and `favorited` flags when a valid token
 * is sent, so pages and cards start in the right state without extra calls. Two indexed queries
 * for any number of items; anonymous reads are left untouched (and stay publicly cacheable).
 */
import type { FastifyRequest } from 'fastify';
import type { SavedType } from '@sendero/contract';
import { savedFlags, type Database } from '@sendero/db';
import type { AuthContext } from '../../lib/access-tokens.ts';

export interface SavedFlagsDeps {
  db: Database;
  /** The caller's identity when a valid token is sent (the auth plugin's optionalUser). */
  optionalUser(request: FastifyRequest): Promise<AuthContext | null>;
}

export async function withSavedFlags<T extends { id: number }>(
  deps: SavedFlagsDeps,
  request: FastifyRequest,
  type: SavedType,
  items: T[],
): Promise<(T & { bookmarked?: boolean; favorited?: boolean })[]> {
  if (!request.headers.authorization || items.length === 0) return items;
  const auth = await deps.optionalUser(request);
  if (!auth) return items;
  const flags = await savedFlags(deps.db, {
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
  deps: SavedFlagsDeps,
  request: FastifyRequest,
  type: SavedType,
  item: T,
) {
  const [flagged] = await withSavedFlags(deps, request, type, [item]);
  return flagged!;
}

/** The same for a paged answer's content. */
export async function personalisePage<T extends { id: number }, P extends { content: T[] }>(
  deps: SavedFlagsDeps,
  request: FastifyRequest,
  type: SavedType,
  page: P,
) {
  return { ...page, content: await withSavedFlags(deps, request, type, page.content) };
}

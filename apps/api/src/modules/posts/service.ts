import { getPostBySlug, listCityPosts, type Database } from '@sendero/db';
import { notFound } from '../../lib/http-errors.ts';
import { withPostLinks } from './post-links.ts';

export function findCityPosts(db: Database, cityId: number, publishedOnly: boolean) {
  return listCityPosts(db, { cityId, publishedOnly });
}

/** The post as served: its references to spots, tours and events as links, and their cards. */
export async function findPost(db: Database, { cityId, slug, now }: PostQuery) {
  const post = await getPostBySlug(db, { cityId, slug });
  if (!post) throw notFound('Not found.');
  const { updatedAt: _updatedAt, ...body } = post;
  return withPostLinks(db, body, now);
}

interface PostQuery {
  cityId: number;
  slug: string;
  /** Which occurrence of a yearly event the post's cards show. */
  now: Date;
}

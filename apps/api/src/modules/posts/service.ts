import { getPostBySlug, listCityPosts, type Database } from '@sendero/db';
import { notFound } from '../../lib/http-errors.ts';

export function findCityPosts(db: Database, cityId: number, publishedOnly: boolean) {
  return listCityPosts(db, { cityId, publishedOnly });
}

export async function findPost(db: Database, cityId: number, slug: string) {
  const post = await getPostBySlug(db, { cityId, slug });
  if (!post) throw notFound('Not found.');
  const { updatedAt: _updatedAt, ...body } = post;
  return body;
}

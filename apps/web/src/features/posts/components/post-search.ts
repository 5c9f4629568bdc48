import type { PostSummary } from '@sendero/contract';
import { matchesQuery } from '../../../lib/text-filter.ts';
import { tagList } from './post-slug.ts';

/** Post list search (content spec §2): title, subtitle, type and tags. */
export function filterPosts(posts: readonly PostSummary[], query: string): PostSummary[] {
  return posts.filter((post) =>
    matchesQuery(query, post.title, post.subtitle, post.type, tagList(post.tags)),
  );
}

export function postCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'post' : 'posts'}`;
}

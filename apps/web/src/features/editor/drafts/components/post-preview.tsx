import type { PostDetail } from '@sendero/contract';
import { PostArticle } from '../../../../components/detail/post-article.tsx';

/**
 * A guide post's draft as travellers will read it, drawn by the post page's own article from the
 * answer GET /api/city-posts/by-slug would give once it is published.
 */
export function PostPreview({ post }: { post: PostDetail }) {
  return <PostArticle post={post} />;
}

import type { PostDetail } from '@sendero/contract';
import { PostArticle } from '../../../../components/detail/post-article.tsx';
import type { MentionCards } from '../../../../components/detail/post-mentions.tsx';
import { EventSummary } from '../../../../entities/events/components/event-summary.tsx';
import {
  BookmarkableSpotCard,
  BookmarkableTourCard,
} from '../../../../entities/saved/components/bookmarkable-cards.tsx';

/** The public post page's cards (features/posts), for what the draft mentions. */
const MENTION_CARDS: MentionCards = {
  Spot: BookmarkableSpotCard,
  Tour: BookmarkableTourCard,
  Event: EventSummary,
};

/**
 * A guide post's draft as travellers will read it, drawn by the post page's own article and cards from the
 * answer GET /api/city-posts/by-slug would give once it is published.
 */
export function PostPreview({ post }: { post: PostDetail }) {
  return <PostArticle post={post} mentionCards={MENTION_CARDS} />;
}

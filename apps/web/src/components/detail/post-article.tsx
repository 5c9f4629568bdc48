import type { PostDetail } from '@sendero/contract';
import { Clock, User } from 'lucide-react';
import { SmartImage } from '../smart-image.tsx';
import { PostMentions, type MentionCards } from './post-mentions.tsx';
import { PostSectionView, sectionKey } from './post-section-view.tsx';

/** "safety ,scams,, atm" → "safety, scams, atm". */
const tagText = (tags: string) =>
  tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)
    .join(', ');

/**
 * A guide post as its public page draws it: cover, header, sections in order and the cards of
 * what it mentions. The editor's preview draws a draft with it too, so what an editor checks is
 * what travellers will read.
 */
export function PostArticle({
  post,
  mentionCards,
  fallbackImage,
}: {
  post: PostDetail;
  mentionCards: MentionCards;
  /** The city's picture, for a post without a cover. */
  fallbackImage?: { url: string | undefined; alt: string | undefined } | undefined;
}) {
  const tags = tagText(post.tags);
  const sections = [...post.sections].sort((a, b) => a.sortIndex - b.sortIndex);
  return (
    <article className="mt-4">
      <SmartImage
        src={post.coverImageUrl ?? fallbackImage?.url}
        alt={post.coverImageAlt ?? fallbackImage?.alt ?? ''}
        width={1200}
        height={525}
        priority
        className="aspect-[16/7] w-full rounded-2xl object-cover"
      />
      <header className="mt-6">
        <p className="inline-block rounded-full bg-marigold-300/60 px-3 py-0.5 text-xs font-semibold tracking-wide text-stone-900 uppercase dark:bg-marigold-600/30 dark:text-marigold-300">
          {post.type || 'Guide'}
        </p>
        <h1 className="mt-3 font-display text-4xl leading-tight font-bold text-stone-900 dark:text-stone-50">
          {post.title}
        </h1>
        {post.subtitle && (
          <p className="mt-2 text-lg text-stone-600 dark:text-stone-400">{post.subtitle}</p>
        )}
        {tags && (
          <p className="mt-3 text-sm text-terracotta-700 dark:text-terracotta-400">
            <span className="sr-only">Tags: </span>
            {tags}
          </p>
        )}
        <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-600 dark:text-stone-400">
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {post.readTime} min read
          </span>
          <span className="inline-flex items-center gap-1">
            <User aria-hidden="true" className="size-4" />
            {post.author || 'Sendero Editorial Team'}
          </span>
        </p>
      </header>
      <div className="mt-8 space-y-8">
        {sections.map((section) => (
          <PostSectionView key={sectionKey(section)} section={section} />
        ))}
      </div>
      <PostMentions mentions={post.mentions} cards={mentionCards} />
    </article>
  );
}

import { paths } from '@sendero/contract';
import type { PostSummary } from '@sendero/contract';
import { Link } from 'react-router';
import { SmartImage } from '../../../components/smart-image.tsx';
import { tagList } from './post-slug.ts';

export function PostCard({ post, fallbackImage }: { post: PostSummary; fallbackImage?: string }) {
  const tags = tagList(post.tags);
  return (
    <li>
      <Link
        to={paths.post(post.cityId, post.slug)}
        className="group flex h-full flex-col overflow-hidden rounded-2xl border border-cream-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
      >
        <SmartImage
          src={post.coverImageUrl ?? fallbackImage}
          alt={post.coverImageAlt ?? ''}
          width={480}
          height={270}
          className="aspect-video w-full object-cover"
        />
        <div className="flex flex-1 flex-col gap-2 p-4">
          <p className="self-start rounded-full bg-marigold-300/60 px-2.5 py-0.5 text-xs font-semibold text-stone-900 dark:bg-marigold-600/30 dark:text-marigold-300">
            {post.type || 'Guide'}
          </p>
          <h2 className="font-display text-lg leading-snug font-bold text-stone-900 group-hover:text-jade-700 dark:text-stone-50 dark:group-hover:text-jade-300">
            {post.title}
          </h2>
          {post.subtitle && (
            <p className="line-clamp-3 text-sm text-stone-600 dark:text-stone-400">
              {post.subtitle}
            </p>
          )}
          {tags.length > 0 && (
            <ul aria-label="Tags" className="mt-auto flex flex-wrap gap-1.5 pt-2">
              {tags.map((tag) => (
                <li
                  key={tag}
                  className="rounded-full bg-cream-100 px-2 py-0.5 text-xs text-stone-700 dark:bg-slate-800 dark:text-stone-300"
                >
                  #{tag}
                </li>
              ))}
            </ul>
          )}
        </div>
      </Link>
    </li>
  );
}

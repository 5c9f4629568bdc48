import { paths } from '@sendero/contract';
import type { PostSummary } from '@sendero/contract';
import { BookOpen, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/skeleton.tsx';

/** City page: 6 guides (content spec §9). */
export const CITY_GUIDES_SHOWN = 6;

export function CityGuides({
  cityId,
  posts,
  loading,
}: {
  cityId: number;
  posts: PostSummary[];
  loading: boolean;
}) {
  if (loading) {
    return (
      <div role="status" aria-label="Loading guides" className="grid gap-3 sm:grid-cols-2">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  if (posts.length === 0) {
    return <p className="text-stone-600 dark:text-stone-400">No guides yet. Check back soon.</p>;
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {posts.slice(0, CITY_GUIDES_SHOWN).map((post) => (
        <li key={post.id}>
          <Link
            to={paths.post(cityId, post.slug)}
            className="group flex h-full gap-3 rounded-2xl border border-cream-200 bg-white p-4 shadow-sm transition hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
          >
            <BookOpen
              aria-hidden="true"
              className="mt-1 size-5 shrink-0 text-jade-700 dark:text-jade-300"
            />
            <span className="flex flex-col gap-1">
              <span className="font-semibold text-stone-900 group-hover:text-jade-700 dark:text-stone-50 dark:group-hover:text-jade-300">
                {post.title}
              </span>
              {post.subtitle && (
                <span className="line-clamp-2 text-sm text-stone-600 dark:text-stone-400">
                  {post.subtitle}
                </span>
              )}
              <span className="mt-auto flex items-center gap-1 pt-1 text-xs text-stone-600 dark:text-stone-400">
                <Clock aria-hidden="true" className="size-3.5" />
                {post.readTime} min read
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

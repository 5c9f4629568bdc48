import { MEXICO_CITY_ID, paths } from '@sendero/contract';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Guide } from './guides.ts';

export function GuideCard({ guide, title }: { guide: Guide; title?: string | undefined }) {
  const Icon = guide.icon;
  return (
    <li>
      <Link
        to={paths.post(MEXICO_CITY_ID, guide.slug)}
        className="group flex h-full gap-4 rounded-2xl border border-cream-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-jade-300 hover:shadow-md dark:border-slate-800 dark:bg-slate-900 dark:hover:border-jade-700"
      >
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-jade-50 text-jade-700 dark:bg-jade-900 dark:text-jade-300">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="font-display text-lg font-bold text-stone-900 group-hover:text-jade-700 dark:text-stone-50 dark:group-hover:text-jade-300">
            {guide.name}
          </span>
          <span className="text-sm text-stone-600 dark:text-stone-400">{guide.description}</span>
          {title && (
            <span className="mt-auto pt-2 text-xs font-medium text-terracotta-700 dark:text-terracotta-400">
              {title}
            </span>
          )}
        </span>
        <ArrowRight
          aria-hidden="true"
          className="mt-1 size-4 shrink-0 text-stone-400 transition group-hover:translate-x-0.5 group-hover:text-jade-700"
        />
      </Link>
    </li>
  );
}

import { useState } from 'react';
import { foldTags, hashTag } from './tag-folding.ts';

export function TourTags({ tags }: { tags: string[] }) {
  const [expanded, setExpanded] = useState(false);
  if (tags.length === 0) return null;
  const { visible, hiddenCount, foldable } = foldTags(tags, expanded);
  return (
    <section aria-labelledby="tour-tags-heading" className="mt-10">
      <h2
        id="tour-tags-heading"
        className="font-display text-xl font-bold text-stone-900 dark:text-stone-50"
      >
        Tags
      </h2>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <ul className="contents">
          {visible.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-jade-50 px-3 py-1 text-sm font-medium text-jade-800 dark:bg-slate-800 dark:text-jade-300"
            >
              {hashTag(tag)}
            </li>
          ))}
        </ul>
        {foldable && (
          <button
            type="button"
            aria-expanded={expanded}
            onClick={() => setExpanded((value) => !value)}
            className="rounded-full border border-jade-600 px-3 py-1 text-sm font-semibold text-jade-700 hover:bg-jade-50 dark:border-jade-400 dark:text-jade-300 dark:hover:bg-slate-800"
          >
            {expanded ? 'Show less' : `+${hiddenCount} more`}
          </button>
        )}
      </div>
    </section>
  );
}

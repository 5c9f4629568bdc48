import type { ReactNode } from 'react';

/** A toggle chip: aria-pressed tells assistive technology whether the filter is on. */
export function Chip({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors ${
        pressed
          ? 'border-jade-700 bg-jade-700 text-white dark:border-jade-300 dark:bg-jade-300 dark:text-slate-950'
          : 'border-cream-200 bg-white text-stone-700 hover:border-jade-600 hover:text-jade-700 dark:border-slate-700 dark:bg-slate-900 dark:text-stone-200 dark:hover:border-jade-400 dark:hover:text-jade-300'
      }`}
    >
      {children}
    </button>
  );
}

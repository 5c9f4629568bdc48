import type { ReactNode } from 'react';

/** A chip's box (its size: a placeholder with this class is exactly as tall as a chip). */
export const CHIP_SIZE_CLASS =
  'shrink-0 rounded-full border px-3.5 py-1.5 text-sm font-medium whitespace-nowrap';

/**
 * A row of chips: one scrolling row on phones, wrapped rows from the small breakpoint up. On a
 * phone the row's height does not depend on how many chips arrive, so the list under it does not
 * move when they do.
 */
// The padding (with the negative margin that cancels it) leaves room for the focus outline, which a
// scrolling row would otherwise clip.
export const CHIP_ROW_CLASS =
  '-m-1.5 flex gap-2 overflow-x-auto p-1.5 sm:m-0 sm:flex-wrap sm:overflow-visible sm:p-0';

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
      className={`${CHIP_SIZE_CLASS} transition-colors ${
        pressed
          ? 'border-jade-700 bg-jade-700 text-white dark:border-jade-300 dark:bg-jade-300 dark:text-slate-950'
          : 'border-cream-200 bg-white text-stone-700 hover:border-jade-600 hover:text-jade-700 dark:border-slate-700 dark:bg-slate-900 dark:text-stone-200 dark:hover:border-jade-400 dark:hover:text-jade-300'
      }`}
    >
      {children}
    </button>
  );
}

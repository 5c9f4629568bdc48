/** The frame every content card shares. */
export const cardFrameClass =
  'group relative flex h-full flex-col overflow-hidden rounded-2xl border border-cream-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-within:shadow-md dark:border-slate-800 dark:bg-slate-900';

export const cardLinkClass =
  'flex h-full flex-col rounded-2xl focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-marigold-500';

export const cardImageClass = 'aspect-[4/3] w-full bg-cream-100 object-cover dark:bg-slate-800';

export const cardChipClass =
  'rounded-full bg-jade-50 px-2 py-0.5 text-xs font-medium text-jade-800 dark:bg-slate-800 dark:text-jade-300';

/**
 * The corner of a card's actions (Bookmark, Add to trip), stacked top to bottom so a row-layout
 * spot card's text keeps one narrow column free for them (`sm:pr-14`).
 */
export const cardActionsClass = 'absolute top-3 right-3 flex flex-col gap-2';

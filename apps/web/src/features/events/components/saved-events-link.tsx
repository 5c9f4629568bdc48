import { BookmarkCheck } from 'lucide-react';
import { scrollToAnchor } from '../../../lib/anchor-scroll.ts';

export const SAVED_EVENTS_HEADING_ID = 'saved-events-heading';

/**
 * On a phone the Saved panel comes after every event (48 of them unfiltered): this link at the top
 * of the list goes straight there (issue 15). It is a plain in-page link, so it works before the
 * page is live too; once it is, focus lands on the panel's heading, so keyboard and screen reader
 * users continue from the saved list and not from the link.
 */
export function SavedEventsLink({ count }: { count: number }) {
  return (
    <a
      href={`#${SAVED_EVENTS_HEADING_ID}`}
      onClick={(event) => {
        const heading = document.getElementById(SAVED_EVENTS_HEADING_ID);
        // The router owns history entries: scroll without touching the URL.
        if (!heading || !scrollToAnchor(SAVED_EVENTS_HEADING_ID)) return;
        event.preventDefault();
        heading.focus({ preventScroll: true });
      }}
      className="inline-flex items-center gap-2 self-start rounded-full border border-jade-600 px-4 py-2 text-sm font-semibold text-jade-700 hover:bg-jade-50 lg:hidden dark:border-jade-400 dark:text-jade-300 dark:hover:bg-slate-800"
    >
      <BookmarkCheck aria-hidden="true" className="size-4" />
      Saved ({count})
    </a>
  );
}

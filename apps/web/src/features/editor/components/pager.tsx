import { Button } from '../../../components/button.tsx';

/**
 * Previous / Next under a paged list; `page` counts from 1. Nothing when there is one page, unless
 * the URL asked for a page past the end (the list shrank): Previous leads back.
 */
export function Pager({
  page,
  totalPages,
  onPage,
  label,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** What is paged ("Inbox pages"), for the navigation's name. */
  label: string;
}) {
  if (totalPages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="text-sm text-stone-600 dark:text-stone-300">
        Page {page} of {Math.max(totalPages, 1)}
      </span>
      <Button variant="secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}

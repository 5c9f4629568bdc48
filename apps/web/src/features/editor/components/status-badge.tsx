import { INBOX_STATUS_LABELS, type InboxStatus } from '@sendero/contract';

const STYLES: Record<InboxStatus, string> = {
  new: 'bg-marigold-300 text-stone-900 dark:bg-marigold-500/20 dark:text-marigold-300',
  in_review: 'bg-sky-100 text-sky-900 dark:bg-sky-500/20 dark:text-sky-100',
  accepted: 'bg-jade-100 text-jade-900 dark:bg-jade-500/20 dark:text-jade-100',
  rejected: 'bg-terracotta-400/15 text-terracotta-700 dark:text-terracotta-400',
  answered: 'bg-stone-200 text-stone-800 dark:bg-slate-700 dark:text-stone-100',
};

/** A message's state as a small label; its words, not its colour, carry the meaning. */
export function StatusBadge({ status }: { status: InboxStatus }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${STYLES[status]}`}
    >
      {INBOX_STATUS_LABELS[status]}
    </span>
  );
}

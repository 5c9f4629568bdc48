import type { InboxItem } from '@sendero/contract';
import { Link } from 'react-router';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useInbox, type InboxFilter } from '../../../entities/editor/api/get-inbox.ts';
import { errorMessage } from '../../../lib/query-errors.ts';
import { useNow } from '../../../lib/use-now.ts';
import { inboxSearch, itemParam, type InboxUrlState } from '../utils/inbox-url.ts';
import { KIND_LABELS } from '../utils/kind-labels.ts';
import { firstLine, shorten } from '../utils/message-text.ts';
import { ageText, dateTimeText } from '../utils/time-text.ts';
import { Pager } from './pager.tsx';
import { StatusBadge } from './status-badge.tsx';

export const INBOX_TEXT = {
  loading: 'Loading the inbox...',
  loadFailed: 'Could not load the inbox.',
  noMatches: 'No messages match these filters.',
  empty: 'The inbox is empty.',
  noCity: 'No city',
} as const;

/** The API's call for what the URL asks (its pages count from 0). */
export function inboxFilterOf(state: InboxUrlState): InboxFilter {
  return { status: state.status, kind: state.kind, cityId: state.cityId, page: state.page - 1 };
}

const hasFilters = (state: InboxUrlState) =>
  state.status !== null || state.kind !== null || state.cityId !== null;

/**
 * The inbox's page of messages, newest first. Each one opens beside the list by a link that keeps
 * the filters; `linkRef` lets the page give focus back to the row when its message is closed.
 */
export function InboxList({
  state,
  onPage,
  onOpen,
  linkRef,
}: {
  state: InboxUrlState;
  onPage: (page: number) => void;
  onOpen: () => void;
  linkRef: (key: string, element: HTMLAnchorElement | null) => void;
}) {
  const inbox = useInbox(inboxFilterOf(state));
  if (inbox.isPending) {
    return (
      <p role="status" className="text-stone-600 dark:text-stone-300">
        {INBOX_TEXT.loading}
      </p>
    );
  }
  if (inbox.isError) {
    return (
      <LoadFailure
        message={errorMessage(inbox.error, INBOX_TEXT.loadFailed)}
        onRetry={() => inbox.refetch()}
      />
    );
  }
  const { content, totalPages, totalElements } = inbox.data;
  return (
    <section aria-label="Messages" aria-busy={inbox.isFetching}>
      {content.length === 0 ? (
        <p role="status" className="text-stone-700 dark:text-stone-300">
          {hasFilters(state) || state.page > 1 ? INBOX_TEXT.noMatches : INBOX_TEXT.empty}
        </p>
      ) : (
        <>
          <p className="text-sm text-stone-600 dark:text-stone-300">
            {totalElements === 1 ? '1 message' : `${totalElements} messages`}
          </p>
          <ul className="mt-2 space-y-2">
            {content.map((item) => (
              <InboxRow
                key={itemParam(item)}
                item={item}
                state={state}
                onOpen={onOpen}
                linkRef={linkRef}
              />
            ))}
          </ul>
        </>
      )}
      <Pager page={state.page} totalPages={totalPages} onPage={onPage} label="Inbox pages" />
    </section>
  );
}

function InboxRow({
  item,
  state,
  onOpen,
  linkRef,
}: {
  item: InboxItem;
  state: InboxUrlState;
  onOpen: () => void;
  linkRef: (key: string, element: HTMLAnchorElement | null) => void;
}) {
  const now = useNow();
  const key = itemParam(item);
  const open = state.item !== null && itemParam(state.item) === key;
  return (
    <li>
      <Link
        ref={(element) => linkRef(key, element)}
        to={{ search: inboxSearch({ ...state, item: { kind: item.kind, id: item.id } }) }}
        onClick={onOpen}
        aria-current={open ? 'true' : undefined}
        className={`block rounded-xl border p-3 hover:border-jade-600 dark:hover:border-jade-400 ${
          open
            ? 'border-jade-600 bg-jade-50 dark:border-jade-400 dark:bg-slate-800'
            : 'border-cream-200 bg-white dark:border-slate-700 dark:bg-slate-900'
        }`}
      >
        <span className="flex items-start justify-between gap-2">
          <span className="font-semibold text-stone-900 dark:text-stone-50">{item.name}</span>
          <StatusBadge status={item.status} />
        </span>
        <span className="mt-1 block text-sm text-stone-700 dark:text-stone-300">
          {shorten(firstLine(item.message), 90)}
        </span>
        <span className="mt-1 block text-xs text-stone-600 dark:text-stone-400">
          {KIND_LABELS[item.kind]} · {item.cityName ?? INBOX_TEXT.noCity} ·{' '}
          <time dateTime={item.createdAt} title={dateTimeText(item.createdAt)}>
            {now === null ? dateTimeText(item.createdAt) : ageText(item.createdAt, new Date(now))}
          </time>
        </span>
      </Link>
    </li>
  );
}

import { paths, type InboxItem } from '@sendero/contract';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { FormMessage } from '../../../components/form-message.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useInboxItem } from '../../../entities/editor/api/get-inbox-item.ts';
import { errorMessage } from '../../../lib/query-errors.ts';
import type { OpenItem } from '../utils/inbox-url.ts';
import { KIND_LABELS } from '../utils/kind-labels.ts';
import { dateTimeText } from '../utils/time-text.ts';
import { InboxActions, type ActionNotice } from './inbox-actions.tsx';
import { StatusBadge } from './status-badge.tsx';

export const DETAIL_TEXT = {
  heading: 'Message',
  loading: 'Loading the message...',
  loadFailed: 'Could not load the message.',
} as const;

/** Only new and in-review messages can still be acted on. */
export const isOpenStatus = (item: InboxItem) =>
  item.status === 'new' || item.status === 'in_review';

/**
 * One message beside the list: all of it, who sent it and who handled it, and its actions while
 * it is open. Its heading takes focus when the editor opened it (`focusOnLoad`) and again when an
 * action closed it.
 */
export function InboxDetail({
  open,
  focusOnLoad,
  onFocused,
  onClose,
}: {
  open: OpenItem;
  focusOnLoad: boolean;
  onFocused: () => void;
  onClose: () => void;
}) {
  const id = useId();
  const item = useInboxItem(open.kind, open.id);
  const heading = useRef<HTMLHeadingElement>(null);
  const [notice, setNotice] = useState<ActionNotice | null>(null);

  useEffect(() => {
    if (!focusOnLoad || item.isPending) return;
    heading.current?.focus();
    onFocused();
  }, [focusOnLoad, item.isPending, onFocused]);

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-cream-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex items-start justify-between gap-3">
        <h2
          ref={heading}
          id={`${id}-heading`}
          tabIndex={-1}
          className="font-display text-2xl font-bold text-stone-900 dark:text-stone-50"
        >
          {item.data?.name ?? DETAIL_TEXT.heading}
        </h2>
        <Button variant="ghost" onClick={onClose} className="-mr-3 shrink-0">
          Close<span className="sr-only"> the message</span>
        </Button>
      </div>
      {item.isPending ? (
        <p role="status" className="mt-3 text-stone-600 dark:text-stone-300">
          {DETAIL_TEXT.loading}
        </p>
      ) : item.isError ? (
        <LoadFailure
          className="mt-3"
          message={errorMessage(item.error, DETAIL_TEXT.loadFailed)}
          onRetry={() => item.refetch()}
        />
      ) : (
        <>
          <ItemFacts item={item.data} />
          <h3 className="mt-5 text-sm font-semibold text-stone-700 dark:text-stone-300">
            Their message
          </h3>
          <p className="mt-1 text-stone-900 whitespace-pre-wrap dark:text-stone-100">
            {item.data.message}
          </p>
          <div className="mt-5 space-y-4">
            {notice && <FormMessage kind={notice.kind}>{notice.text}</FormMessage>}
            {isOpenStatus(item.data) && (
              <InboxActions
                key={`${item.data.kind}-${item.data.id}`}
                item={item.data}
                onNotice={setNotice}
                onClosed={(closed) => {
                  setNotice(closed);
                  heading.current?.focus();
                }}
              />
            )}
          </div>
        </>
      )}
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="font-semibold text-stone-700 dark:text-stone-300">{term}</dt>
      <dd className="text-stone-900 dark:text-stone-100">{children}</dd>
    </div>
  );
}

function ItemFacts({ item }: { item: InboxItem }) {
  return (
    <>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-stone-700 dark:text-stone-300">
        <StatusBadge status={item.status} />
        <span>{KIND_LABELS[item.kind]}</span>
        <span aria-hidden="true">·</span>
        <Link
          to={paths.editorAudit({ targetType: item.kind, targetId: item.id })}
          className="text-jade-700 underline underline-offset-2 dark:text-jade-300"
        >
          Its history
        </Link>
      </p>
      <dl className="mt-4 space-y-1 text-sm">
        <Fact term="From">
          {item.name}
          {item.email ? (
            <>
              {' · '}
              <a
                href={`mailto:${item.email}`}
                className="text-jade-700 underline underline-offset-2 dark:text-jade-300"
              >
                {item.email}
              </a>
            </>
          ) : null}
        </Fact>
        <Fact term="Received">
          <time dateTime={item.createdAt}>{dateTimeText(item.createdAt)}</time>
        </Fact>
        <Fact term="City">{item.cityName ?? 'None yet'}</Fact>
        {item.handledBy && (
          <Fact term="Handled by">
            {item.handledBy}
            {item.handledAt && (
              <>
                {' · '}
                <time dateTime={item.handledAt}>{dateTimeText(item.handledAt)}</time>
              </>
            )}
          </Fact>
        )}
        {item.resolution && (
          <Fact
            term={
              item.status === 'answered'
                ? 'Answer sent'
                : item.status === 'rejected'
                  ? 'Reason for rejecting'
                  : 'Note'
            }
          >
            <span className="whitespace-pre-wrap">{item.resolution}</span>
          </Fact>
        )}
        {item.draftId !== null && <Fact term="Draft spot">#{item.draftId}</Fact>}
      </dl>
    </>
  );
}

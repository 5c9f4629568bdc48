import type { DraftKind, HistoryEntry } from '@sendero/contract';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../../components/button.tsx';
import { buttonClasses } from '../../../../components/button-styles.ts';
import { FormMessage } from '../../../../components/form-message.tsx';
import { dateTimeText } from '../../utils/time-text.ts';
import { isDatasetVersion, versionOriginText } from '../utils/draft-text.ts';
import { ChangeList } from './change-diff.tsx';

/**
 * One published version: when, by whom, where it came from, what it changed from the version
 * before; and, unless it is live now, "Restore this version" after a confirmation.
 */
export function HistoryVersion({
  kind,
  entry,
  numbers,
  busy,
  failure,
  onRestore,
}: {
  kind: DraftKind;
  entry: HistoryEntry;
  /** Every version's number, by its revision id. */
  numbers: Map<number, number>;
  /** A restore is being sent (this one or another): none can start. */
  busy: boolean;
  /** Why this version's restore was refused, if it was. */
  failure: string | null;
  onRestore: (entry: HistoryEntry) => void;
}) {
  const number = numbers.get(entry.revisionId)!;
  const origin = versionOriginText(entry, numbers);
  const dataset = isDatasetVersion(entry);
  const headingId = `version-${entry.revisionId}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="rounded-2xl border border-cream-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
      >
        <div className="flex flex-wrap items-center gap-2">
          <h3
            id={headingId}
            className="font-display text-xl font-bold text-stone-900 dark:text-stone-50"
          >
            Version {number}
          </h3>
          {entry.current && (
            <span className="rounded-full bg-jade-100 px-2.5 py-0.5 text-xs font-semibold text-jade-900 dark:bg-jade-500/20 dark:text-jade-100">
              Live now
            </span>
          )}
        </div>
        <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">
          <time dateTime={entry.publishedAt}>{dateTimeText(entry.publishedAt)}</time>
          {entry.publishedBy && ` · by ${entry.publishedBy}`}
          {origin && ` · ${origin}`}
        </p>
        <div className="mt-3">
          {dataset ? (
            <details>
              <summary className="cursor-pointer text-sm font-semibold text-jade-700 dark:text-jade-300">
                What the dataset said, field by field
              </summary>
              <div className="mt-2">
                <ChangeList changes={entry.changes} kind={kind} />
              </div>
            </details>
          ) : (
            <ChangeList changes={entry.changes} kind={kind} />
          )}
        </div>
        {!entry.current && (
          <RestoreControl
            number={number}
            busy={busy}
            failure={failure}
            onConfirm={() => onRestore(entry)}
          />
        )}
      </article>
    </li>
  );
}

function RestoreControl({
  number,
  busy,
  failure,
  onConfirm,
}: {
  number: number;
  busy: boolean;
  failure: string | null;
  onConfirm: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  // Whether the question was answered "Cancel": focus goes back to the button that asked it.
  const cancelled = useRef(false);
  useEffect(() => {
    if (asking) confirm.current?.focus();
    else if (cancelled.current) {
      cancelled.current = false;
      opener.current?.focus();
    }
  }, [asking]);
  const questionId = `restore-question-${number}`;
  return (
    <div className="mt-4 space-y-3">
      {asking ? (
        <div
          role="group"
          aria-labelledby={questionId}
          className="rounded-xl border border-marigold-500 p-3"
        >
          <p id={questionId} className="text-sm text-stone-800 dark:text-stone-200">
            Publish version {number} again? It goes live at once as a new version; the history keeps
            the one live now.
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              ref={confirm}
              type="button"
              disabled={busy}
              onClick={onConfirm}
              className={buttonClasses('primary')}
            >
              Yes, restore version {number}
            </button>
            <Button
              variant="ghost"
              disabled={busy}
              onClick={() => {
                cancelled.current = true;
                setAsking(false);
              }}
            >
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <button
          ref={opener}
          type="button"
          disabled={busy}
          onClick={() => setAsking(true)}
          className={buttonClasses('secondary')}
        >
          Restore this version<span className="sr-only"> (version {number})</span>
        </button>
      )}
      {failure && <FormMessage kind="error">{failure}</FormMessage>}
    </div>
  );
}

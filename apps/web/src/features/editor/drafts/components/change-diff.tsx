import type { DraftKind, HistoryEntry } from '@sendero/contract';
import { changeRows, type ChangeRow } from '../utils/change-rows.ts';
import { wordDiff } from '../utils/word-diff.ts';

/*
 * Insertions and deletions are marked by more than colour: struck through or underlined, and
 * named for screen readers, which announce neither <del> nor <ins> by default.
 */
const DEL =
  'rounded-sm bg-terracotta-400/15 px-0.5 text-terracotta-700 line-through decoration-2 dark:text-terracotta-400';
const INS =
  'rounded-sm bg-jade-100 px-0.5 text-jade-900 underline decoration-2 underline-offset-2 dark:bg-jade-900/50 dark:text-jade-100';

function Removed({ children }: { children: string }) {
  return (
    <del className={DEL}>
      <span className="sr-only">[removed: </span>
      {children}
      <span className="sr-only">]</span>
    </del>
  );
}

function Added({ children }: { children: string }) {
  return (
    <ins className={INS}>
      <span className="sr-only">[added: </span>
      {children}
      <span className="sr-only">]</span>
    </ins>
  );
}

const Empty = () => <em className="text-stone-600 dark:text-stone-400">(none)</em>;

/** One field's change: old → new, or for long text its words removed and added in place. */
export function ValueDiff({ change }: { change: Pick<ChangeRow, 'before' | 'after' | 'long'> }) {
  const { before, after, long } = change;
  if (long && before !== null && after !== null) {
    return (
      <p className="leading-relaxed whitespace-pre-line">
        {wordDiff(before, after).map((part, index) =>
          part.kind === 'removed' ? (
            <Removed key={index}>{part.text}</Removed>
          ) : part.kind === 'added' ? (
            <Added key={index}>{part.text}</Added>
          ) : (
            part.text
          ),
        )}
      </p>
    );
  }
  return (
    <p className={long ? 'leading-relaxed whitespace-pre-line' : undefined}>
      {before === null ? <Empty /> : <Removed>{before}</Removed>}
      <span aria-hidden="true"> → </span>
      <span className="sr-only"> changed to </span>
      {after === null ? <Empty /> : <Added>{after}</Added>}
    </p>
  );
}

/** A version's changes, field by field, in the form's order. */
export function ChangeList({
  changes,
  kind = 'spot',
}: {
  changes: HistoryEntry['changes'];
  kind?: DraftKind;
}) {
  const rows = changeRows(changes, kind);
  if (rows.length === 0) {
    return <p className="text-sm text-stone-600 dark:text-stone-400">No field changed.</p>;
  }
  return (
    <dl className="space-y-3">
      {rows.map((row) => (
        <div key={row.key}>
          <dt className="text-sm font-semibold text-stone-800 dark:text-stone-200">{row.label}</dt>
          <dd className="mt-0.5 text-sm break-words text-stone-800 dark:text-stone-200">
            <ValueDiff change={row} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

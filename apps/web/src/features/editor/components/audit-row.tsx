import type { AuditEntry } from '@sendero/contract';
import { useCities } from '../../../entities/cities/api/get-cities.ts';
import { auditChanges, auditSentence } from '../utils/audit-text.ts';
import { dateTimeText } from '../utils/time-text.ts';

/** One line of the log: who did what to what, when, and each field's old → new value. */
export function AuditRow({ entry }: { entry: AuditEntry }) {
  const cities = useCities();
  const changes = auditChanges(
    entry.before,
    entry.after,
    (id) => cities.data?.find((city) => city.id === id)?.name,
  );
  return (
    <li className="rounded-xl border border-cream-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-semibold text-stone-900 dark:text-stone-50">
          {auditSentence(entry)}
        </span>
        <time dateTime={entry.at} className="text-xs text-stone-600 dark:text-stone-400">
          {dateTimeText(entry.at)}
        </time>
      </p>
      {changes.length > 0 && (
        <ul className="mt-1 space-y-0.5 text-sm text-stone-700 dark:text-stone-300">
          {changes.map((change) => (
            <li key={change.key}>
              {change.key && <span className="font-medium">{change.key}: </span>}
              {change.before} <span aria-hidden="true">→</span>{' '}
              <span className="sr-only">changed to </span>
              {change.after}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

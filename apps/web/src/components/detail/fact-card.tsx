import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/**
 * One label/value pair of a <dl>. The icon sits directly in the item so the list keeps the
 * dt/dd structure assistive technology expects.
 */
export function FactCard({
  label,
  Icon,
  children,
  note,
}: {
  label: string;
  Icon: LucideIcon;
  children: ReactNode;
  note?: string | null;
}) {
  return (
    <div className="grid grid-cols-[auto_1fr] items-start gap-x-3 rounded-2xl border border-cream-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <Icon
        aria-hidden="true"
        className="row-span-3 size-10 rounded-full bg-jade-50 p-2.5 text-jade-700 dark:bg-slate-800 dark:text-jade-300"
      />
      <dt className="col-start-2 text-xs font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-400">
        {label}
      </dt>
      <dd className="col-start-2 min-w-0 text-lg font-semibold text-stone-900 dark:text-stone-50">
        {children}
      </dd>
      {note && <dd className="col-start-2 text-sm text-stone-600 dark:text-stone-400">{note}</dd>}
    </div>
  );
}

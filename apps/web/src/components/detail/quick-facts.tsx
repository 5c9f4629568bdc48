import type { PriceUnit, WeekdayCode } from '@sendero/contract';
import { CalendarDays, Clock, DollarSign, Route, Sunrise } from 'lucide-react';
import { formatCost, formatDuration } from '../cards/tour-card.tsx';
import { formatWorks } from '../../lib/hours-format.ts';

export function QuickFacts({
  cost,
  costUnit,
  duration,
  stops,
  startTime,
  days,
  months,
}: {
  cost: number | null;
  costUnit: PriceUnit | null;
  duration: string | null;
  stops: number;
  startTime?: string | null;
  days?: readonly WeekdayCode[];
  months?: readonly number[] | null;
}) {
  const works = formatWorks(days ?? [], months ?? null);
  const facts = [
    { label: 'Cost', value: formatCost(cost, costUnit), Icon: DollarSign },
    { label: 'Duration', value: formatDuration(duration), Icon: Clock },
    { label: 'Stops', value: String(stops), Icon: Route },
    ...(startTime ? [{ label: 'Suggested start', value: startTime, Icon: Sunrise }] : []),
    ...(works ? [{ label: 'Works', value: works, Icon: CalendarDays }] : []),
  ];
  return (
    <section
      aria-labelledby="quick-facts-heading"
      className="rounded-2xl border border-cream-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2
        id="quick-facts-heading"
        className="font-display text-xl font-bold text-stone-900 dark:text-stone-50"
      >
        Quick facts
      </h2>
      {/* Two columns on a phone only while a box is wide enough for its label: with a larger text
          setting the boxes stack instead of the labels spilling out (issue 34). */}
      <dl className="mt-4 grid grid-cols-[repeat(auto-fill,minmax(min(100%,7rem),1fr))] gap-3 sm:grid-cols-3 lg:grid-cols-1">
        {facts.map(({ label, value, Icon }) => (
          <div
            key={label}
            className="flex flex-col gap-1 rounded-xl bg-cream-100 p-3 lg:flex-row lg:items-center lg:gap-3 dark:bg-slate-800"
          >
            <Icon aria-hidden="true" className="size-5 shrink-0 text-jade-700 dark:text-jade-300" />
            <dt className="text-xs font-semibold break-words tracking-wide text-stone-600 uppercase dark:text-stone-400">
              {label}
            </dt>
            <dd className="font-semibold text-stone-900 lg:ml-auto lg:text-right dark:text-stone-50">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

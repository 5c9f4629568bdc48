/**
 * One day of a trip, as the planner and the shared trip both show it: its section (a page of its
 * own in print), its heading, where it starts, and whether it runs late. The planner puts its
 * controls between the start and the warning.
 */
import type { TripDetail } from '@sendero/contract';
import type { ReactNode } from 'react';
import { dayHeading, dayWarning, type DayPlan } from '../../../entities/trips/day-plan.ts';
import { dayStartAt, dayStartText } from '../../../entities/trips/day-starts.ts';

export function DaySection({
  trip,
  plan,
  idPrefix,
  controls,
  children,
}: {
  trip: TripDetail;
  plan: DayPlan;
  /** Keeps the heading's id apart from another list of days on the page. */
  idPrefix: string;
  /** Shown under the start, above the warning (the planner's forms). */
  controls?: ReactNode;
  /** The day's events, places and map. */
  children: ReactNode;
}) {
  const warning = dayWarning(plan.schedule);
  const startText = dayStartText(dayStartAt(trip, plan.day));
  const headingId = `${idPrefix}-${plan.day}`;
  return (
    <section
      aria-labelledby={headingId}
      className={`mt-10 ${plan.day > 1 ? 'print:break-before-page' : ''}`}
      data-testid={`trip-day-${plan.day}`}
    >
      <h2 id={headingId} className="font-display text-2xl font-bold">
        {dayHeading(trip.startDate, plan.day)}
      </h2>
      {startText && <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{startText}</p>}
      {controls}
      {warning && (
        <p
          className="mt-2 text-sm font-semibold text-terracotta-700 dark:text-terracotta-400"
          data-testid="trip-warning"
        >
          {warning}
        </p>
      )}
      {children}
    </section>
  );
}

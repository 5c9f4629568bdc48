import { paths } from '@sendero/contract';
import type { TourDetail, TourPlan } from '@sendero/contract';
import { localTime } from '@sendero/hours/open-state';
import { useId } from 'react';
import { Form, Link } from 'react-router';
import { buttonClasses } from '../../../components/button-styles.ts';
import { TextField } from '../../../components/text-field.tsx';
import { formatDayLabel, nextWorkingDate } from '../../../lib/hours-format.ts';
import { useNow } from '../../../lib/use-now.ts';
import { planSummary } from '../../../components/detail/tour-plan-text.ts';
import type { TourWhen } from './tour-when.ts';

type Stop = TourDetail['spots'][number];

/**
 * The form's default day: the next date from today, in the tour's zone, that the tour works. Before
 * the page is live "today" is the one the data was made on (its first stop's window starts the day
 * before), so the server and the hydrating browser agree; then the place's real today.
 */
function useDefaultDate(tour: TourDetail, stops: readonly Stop[]): string {
  const now = useNow();
  const today =
    now !== null ? localTime(now, tour.timeZone).date : (stops[0]?.spot.openDays[1]?.date ?? null);
  return today === null ? '' : nextWorkingDate(today, tour.days, tour.months);
}

interface TourWhenSectionProps {
  tour: TourDetail;
  stops: readonly Stop[];
  /** The page's `?date=&start=` as given and as understood. */
  given: { date: string | null; start: string | null };
  parsed: TourWhen;
  plan: {
    data: TourPlan | undefined;
    isPending: boolean;
    isError: boolean;
    error: string | null;
  };
}

/** "When would you go?": a GET form to the tour's own page, then what that walk would meet. */
export function TourWhenSection({ tour, stops, given, parsed, plan }: TourWhenSectionProps) {
  const id = useId();
  const defaultDate = useDefaultDate(tour, stops);
  const headingId = `${id}-heading`;
  const { when, errors } = parsed;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-10 rounded-2xl border border-cream-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2
        id={headingId}
        className="font-display text-xl font-bold text-stone-900 dark:text-stone-50"
      >
        When would you go?
      </h2>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
        Pick a day and a start time to see which stops would be open when the walk reaches them.
      </p>
      <Form
        method="get"
        action={paths.tour(tour.id)}
        preventScrollReset
        aria-labelledby={headingId}
        className="mt-4 flex flex-wrap items-end gap-3"
      >
        <TextField
          id={`${id}-date`}
          label="Date"
          type="date"
          name="date"
          required
          defaultValue={when?.date ?? (errors.date ? (given.date ?? '') : defaultDate)}
          error={errors.date}
          className="w-44"
        />
        <TextField
          id={`${id}-start`}
          label="Start time"
          type="time"
          name="start"
          required
          defaultValue={when?.start ?? (errors.start ? (given.start ?? '') : tour.startTime)}
          error={errors.start}
          className="w-36"
        />
        <button type="submit" className={buttonClasses('primary')}>
          Check the stops
        </button>
        {(when || errors.date || errors.start) && (
          <Link
            to={paths.tour(tour.id)}
            preventScrollReset
            className="self-center text-sm font-semibold text-jade-700 underline underline-offset-2 dark:text-jade-300"
          >
            Clear
          </Link>
        )}
      </Form>
      {when && <PlanOutcome when={when} plan={plan} />}
    </section>
  );
}

function PlanOutcome({
  when,
  plan,
}: {
  when: { date: string; start: string };
  plan: TourWhenSectionProps['plan'];
}) {
  if (plan.isPending) {
    return (
      <p role="status" className="mt-4 text-sm text-stone-600 dark:text-stone-400">
        Working out the times…
      </p>
    );
  }
  if (plan.isError || !plan.data) {
    return (
      <p
        role="alert"
        className="mt-4 rounded-lg border border-terracotta-400 bg-terracotta-400/10 px-4 py-3 text-sm text-terracotta-700 dark:text-terracotta-400"
      >
        {plan.error ?? 'Could not work out the times. Please try again soon.'}
      </p>
    );
  }
  const data = plan.data;
  const attention = data.stops.some((stop) => stop.state !== 'open');
  return (
    <div role="status" className="mt-4 text-sm">
      <p className="text-stone-700 dark:text-stone-300">
        {formatDayLabel(when.date)}, starting {when.start}
        {data.holiday ? ` · Holiday: ${data.holiday}` : ''}
      </p>
      <p
        className={`mt-1 font-semibold ${attention ? 'text-terracotta-700 dark:text-terracotta-400' : 'text-jade-800 dark:text-jade-300'}`}
      >
        {planSummary(data)}
      </p>
      <p className="mt-1 text-stone-600 dark:text-stone-400">
        Each stop's times are in the itinerary below.
      </p>
    </div>
  );
}

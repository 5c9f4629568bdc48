import type { SpotSummary } from '@sendero/contract';
import { localTime } from '@sendero/hours/open-state';
import { Clock3 } from 'lucide-react';
import { OpenStateLabel } from '../open-state-label.tsx';
import {
  formatCheckedOn,
  formatDayHours,
  formatDayLabel,
  weekFrom,
} from '../../lib/hours-format.ts';
import { useNow } from '../../lib/use-now.ts';

type SpotHoursProps = Pick<
  SpotSummary,
  'openingHours' | 'hoursNote' | 'factsCheckedOn' | 'timeZone' | 'openDays'
> & { headingId?: string };

/**
 * A spot's hours: the state now, the week from the place's today as a table (today marked,
 * holidays named), the note the syntax cannot say, and the date the facts were checked. Before the
 * page is live "today" is the first day after the window's day before; then the place's real today.
 */
export function SpotHours({
  openingHours,
  hoursNote,
  factsCheckedOn,
  timeZone,
  openDays,
  headingId = 'spot-hours-heading',
}: SpotHoursProps) {
  const now = useNow();
  const today = now === null ? null : localTime(now, timeZone).date;
  const known = openingHours !== null && openDays.length > 0;
  const week = known ? weekFrom(openDays, today) : [];
  const todayDate = today ?? week[0]?.date ?? null;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-3 rounded-2xl border border-cream-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Clock3
          aria-hidden="true"
          className="size-10 rounded-full bg-jade-50 p-2.5 text-jade-700 dark:bg-slate-800 dark:text-jade-300"
        />
        <h2
          id={headingId}
          className="text-xs font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-400"
        >
          Opening hours
        </h2>
        {known && <OpenStateLabel openDays={openDays} timeZone={timeZone} />}
      </div>
      {known ? (
        <table className="mt-3 w-full max-w-md text-left text-sm">
          <caption className="sr-only">Opening hours</caption>
          <thead>
            <tr className="text-xs text-stone-600 dark:text-stone-400">
              <th scope="col" className="py-1 pr-3 font-semibold">
                Day
              </th>
              <th scope="col" className="py-1 font-semibold">
                Hours
              </th>
            </tr>
          </thead>
          <tbody>
            {week.map((day) => {
              const isToday = day.date === todayDate;
              return (
                <tr
                  key={day.date}
                  aria-current={isToday ? 'date' : undefined}
                  className={
                    isToday
                      ? 'bg-jade-50 font-semibold text-stone-900 dark:bg-slate-800 dark:text-stone-50'
                      : 'border-t border-cream-200 text-stone-800 dark:border-slate-800 dark:text-stone-200'
                  }
                >
                  <th scope="row" className="py-1.5 pr-3 pl-1 align-top font-medium">
                    {formatDayLabel(day.date)}
                    {isToday && (
                      <span className="ml-2 rounded-full bg-jade-700 px-1.5 py-0.5 text-xs font-semibold text-white">
                        Today
                      </span>
                    )}
                  </th>
                  <td className="py-1.5 align-top">
                    {formatDayHours(day.open)}
                    {day.holiday && (
                      <span className="block text-xs font-normal text-stone-600 dark:text-stone-400">
                        {day.holiday}
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p className="mt-3 text-base text-stone-800 dark:text-stone-200">Hours not known</p>
      )}
      {hoursNote && <p className="mt-3 text-sm text-stone-600 dark:text-stone-400">{hoursNote}</p>}
      <p className="mt-2 text-xs text-stone-600 dark:text-stone-400">
        Checked on {formatCheckedOn(factsCheckedOn)}
      </p>
    </section>
  );
}

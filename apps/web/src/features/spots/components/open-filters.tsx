import { MEXICO_CITY_ID, paths } from '@sendero/contract';
import { useId } from 'react';
import { Form, Link } from 'react-router';
import { buttonClasses } from '../../../components/button-styles.ts';
import { TextField } from '../../../components/text-field.tsx';
import { activeFilterText } from './open-filter.ts';
import type { OpenFilterParams, ParsedOpenFilter } from './open-filter.ts';

/**
 * "Open now" and "Open on [date] at [time]": two GET forms to the list's own address, so a filter
 * is shareable and works before the app's code runs; the app follows them without a reload (the
 * list's search box keeps its text).
 */
export function OpenFilters({
  cityId,
  cityName,
  given,
  parsed,
}: {
  cityId: number;
  cityName: string | null;
  given: OpenFilterParams;
  parsed: ParsedOpenFilter;
}) {
  const id = useId();
  const { filter, errors } = parsed;
  const active = activeFilterText(filter);
  const action = paths.citySpots(cityId);
  // A date and time is read on each place's own clock: one city's, or, México-wide, each one's.
  const zoneNote = cityName && cityId !== MEXICO_CITY_ID ? `${cityName} time` : 'local time';
  return (
    <div className="mt-4 flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
        <Form method="get" action={action} preventScrollReset aria-label="Open now">
          <input type="hidden" name="open" value="now" />
          <button
            type="submit"
            aria-pressed={filter.kind === 'now'}
            className={buttonClasses(filter.kind === 'now' ? 'primary' : 'secondary')}
          >
            Open now
          </button>
        </Form>
        <Form
          method="get"
          action={action}
          preventScrollReset
          aria-label="Open on a date and time"
          className="flex flex-wrap items-end gap-3"
        >
          <TextField
            id={`${id}-date`}
            label="Open on"
            type="date"
            name="date"
            required
            defaultValue={filter.kind === 'at' ? filter.date : (given.date ?? '')}
            error={errors.date}
            className="w-44"
          />
          <TextField
            id={`${id}-time`}
            label={`At (${zoneNote})`}
            type="time"
            name="time"
            required
            defaultValue={filter.kind === 'at' ? filter.time : (given.time ?? '')}
            error={errors.time}
            className="w-44"
          />
          <button type="submit" className={buttonClasses('secondary')}>
            Show open spots
          </button>
        </Form>
      </div>
      {active && (
        <p className="flex flex-wrap items-center gap-x-3 text-sm text-stone-700 dark:text-stone-300">
          <span className="font-semibold">
            {active}
            {filter.kind === 'at' ? ` (${zoneNote})` : ''}
          </span>
          <Link
            to={action}
            preventScrollReset
            className="font-semibold text-jade-700 underline underline-offset-2 dark:text-jade-300"
          >
            Show all spots
          </Link>
        </p>
      )}
    </div>
  );
}

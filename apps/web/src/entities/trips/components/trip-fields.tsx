/**
 * The fields every trip form asks (issue 31): a name, the first day and the number of days, with
 * the contract's limits. Starting a trip (/trips and the add-to-trip dialog) and editing one (the
 * trip page) share them, so the three forms ask the same way. The inputs are uncontrolled: a form
 * reads them on submit with `readTripFields`.
 */
import { TRIP_LIMITS } from '@sendero/contract';
import { useId, type ReactNode } from 'react';
import { TextField } from '../../../components/text-field.tsx';
import { tomorrowDate } from '../dates.ts';
import { keepCharacters } from '../../../lib/keep-characters.ts';

export interface TripFieldValues {
  name: string;
  /** YYYY-MM-DD */
  startDate: string;
  days: number;
}

/** How long a new trip is unless the traveller says otherwise. */
export const NEW_TRIP_DAYS = 2;

export function TripFields({
  defaults = {},
  onDaysChange,
  children,
}: {
  /** The values shown first; a new trip starts tomorrow, for two days, without a name. */
  defaults?: Partial<TripFieldValues>;
  /** For a form that follows the number of days as it is typed (the dialog's choice of day). */
  onDaysChange?: (days: number) => void;
  /** Fields asked between the name and the dates (a new trip's destination). */
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <>
      <TextField
        id={`${id}-name`}
        label="Name"
        name="name"
        required
        onInput={keepCharacters(TRIP_LIMITS.maxNameLength)}
        defaultValue={defaults.name ?? ''}
      />
      {children}
      <div className="grid grid-cols-2 gap-4">
        <TextField
          id={`${id}-start`}
          label="First day"
          name="startDate"
          type="date"
          required
          defaultValue={defaults.startDate ?? tomorrowDate()}
        />
        <TextField
          id={`${id}-days`}
          label="Number of days"
          name="days"
          type="number"
          min={1}
          max={TRIP_LIMITS.maxDays}
          required
          defaultValue={defaults.days ?? NEW_TRIP_DAYS}
          onChange={onDaysChange && ((event) => onDaysChange(Number(event.target.value)))}
        />
      </div>
    </>
  );
}

/** The values of `TripFields` in a submitted form, as the trips API takes them. */
export function readTripFields(form: FormData): TripFieldValues {
  return {
    name: String(form.get('name') ?? ''),
    startDate: String(form.get('startDate') ?? ''),
    days: Number(form.get('days')),
  };
}

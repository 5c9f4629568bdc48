import { TRIP_LIMITS, type TripDetail } from '@sendero/contract';
import { useId, type FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { FormMessage } from '../../../components/form-message.tsx';
import { useUpdateTrip } from '../../../entities/trips/api/trips.ts';
import { errorMessage } from '../../../lib/query-errors.ts';

/** Rename the trip, move its first day, change its number of days (PATCH). */
export function TripSettings({ trip }: { trip: TripDetail }) {
  const id = useId();
  const update = useUpdateTrip(trip.id);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    update.mutate({
      name: String(form.get('name') ?? ''),
      startDate: String(form.get('startDate') ?? ''),
      days: Number(form.get('days')),
    });
  };
  return (
    <details className="mt-4 rounded-2xl border border-cream-200 p-4 dark:border-slate-700">
      <summary className="cursor-pointer font-semibold">Trip details</summary>
      {/* Keyed on the answer, so the fields show what the server kept. */}
      <form
        key={trip.updatedAt}
        onSubmit={onSubmit}
        className="mt-4 grid gap-4 sm:grid-cols-3"
        aria-label="Trip details"
      >
        <div className="sm:col-span-3">
          <label htmlFor={`${id}-name`} className="field-label">
            Name
          </label>
          <input
            id={`${id}-name`}
            name="name"
            required
            maxLength={TRIP_LIMITS.maxNameLength}
            defaultValue={trip.name}
            className="field-input"
          />
        </div>
        <div>
          <label htmlFor={`${id}-start`} className="field-label">
            First day
          </label>
          <input
            id={`${id}-start`}
            name="startDate"
            type="date"
            required
            defaultValue={trip.startDate}
            className="field-input"
          />
        </div>
        <div>
          <label htmlFor={`${id}-days`} className="field-label">
            Number of days
          </label>
          <input
            id={`${id}-days`}
            name="days"
            type="number"
            min={1}
            max={TRIP_LIMITS.maxDays}
            required
            defaultValue={trip.days}
            className="field-input"
          />
        </div>
        <div className="flex items-end">
          <Button type="submit" disabled={update.isPending}>
            Save details
          </Button>
        </div>
        <div className="sm:col-span-3" aria-live="polite">
          {update.isError && (
            <FormMessage kind="error">
              {errorMessage(update.error, 'Could not save the trip.')}
            </FormMessage>
          )}
          {update.isSuccess && <p className="text-sm">Saved.</p>}
        </div>
      </form>
    </details>
  );
}

/** A day's start time (PATCH of the trip's day starts, the other days as they are). */
export function DayStartForm({ trip, day }: { trip: TripDetail; day: number }) {
  const id = useId();
  const update = useUpdateTrip(trip.id);
  const current = trip.dayStarts[day - 1]?.startTime ?? '09:00';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const startTime = String(new FormData(event.currentTarget).get('startTime') ?? '');
    const dayStarts = Array.from({ length: trip.days }, (_, i) => ({
      startTime: '09:00',
      startLabel: null,
      startPoint: null,
      ...trip.dayStarts[i],
      ...(i === day - 1 ? { startTime } : {}),
    }));
    update.mutate({ dayStarts });
  };
  return (
    <form
      key={current}
      onSubmit={onSubmit}
      className="flex flex-wrap items-end gap-2"
      aria-label={`Day ${day} start`}
    >
      <div>
        <label htmlFor={`${id}-time`} className="field-label">
          Day {day} starts at
        </label>
        <input
          id={`${id}-time`}
          name="startTime"
          type="time"
          required
          defaultValue={current}
          className="field-input"
        />
      </div>
      <Button type="submit" variant="secondary" disabled={update.isPending}>
        Set start<span className="sr-only"> of day {day}</span>
      </Button>
      {update.isError && (
        <FormMessage kind="error">
          {errorMessage(update.error, 'Could not save the start time.')}
        </FormMessage>
      )}
    </form>
  );
}

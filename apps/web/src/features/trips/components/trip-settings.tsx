import type { TripDayStart, TripDetail } from '@sendero/contract';
import { useId, useState } from 'react';
import { SendForm, SubmitButton, type SendHandler } from '../../../components/send-form.tsx';
import { FormMessage } from '../../../components/form-message.tsx';
import { useUpdateTrip } from '../../../entities/trips/api/trips.ts';
import { readTripFields, TripFields } from '../../../entities/trips/components/trip-fields.tsx';
import { dayStartAt, startPlaceText, withDayStart } from '../../../entities/trips/day-starts.ts';
import { errorMessage } from '../../../lib/query-errors.ts';
import { useDraft } from '../../../lib/use-draft.ts';
import { DayStartPlace } from './day-start-place.tsx';

/** Rename the trip, move its first day, change its number of days (PATCH). */
export function TripSettings({ trip }: { trip: TripDetail }) {
  const update = useUpdateTrip(trip.id);
  const onSend: SendHandler = (event) =>
    update.mutateAsync(readTripFields(new FormData(event.currentTarget)));
  return (
    <details className="mt-4 rounded-2xl border border-cream-200 p-4 dark:border-slate-700">
      <summary className="cursor-pointer font-semibold">Trip details</summary>
      {/* Keyed on the answer, so the fields show what the server kept. */}
      <SendForm
        key={trip.updatedAt}
        onSend={onSend}
        className="mt-4 max-w-lg space-y-4"
        aria-label="Trip details"
      >
        <TripFields defaults={{ name: trip.name, startDate: trip.startDate, days: trip.days }} />
        <SubmitButton disabled={update.isPending}>Save details</SubmitButton>
        <div aria-live="polite">
          {update.isError && (
            <FormMessage kind="error">
              {errorMessage(update.error, 'Could not save the trip.')}
            </FormMessage>
          )}
          {update.isSuccess && <p className="text-sm">Saved.</p>}
        </div>
      </SendForm>
    </details>
  );
}

/**
 * How a day starts: its time, and where (DayStartPlace). Each save is a PATCH of the whole list of
 * day starts with this day's changed and the other days as the server has them.
 */
export function DayStartForm({ trip, day }: { trip: TripDetail; day: number }) {
  const id = useId();
  const update = useUpdateTrip(trip.id);
  const saved = dayStartAt(trip, day);
  const [time, setTime] = useDraft(saved.startTime, saved.startTime);
  const [done, setDone] = useState('');
  const save = (start: TripDayStart, doneText: string) => {
    setDone('');
    return update.mutateAsync(
      { dayStarts: withDayStart(trip, day, start) },
      { onSuccess: () => setDone(doneText) },
    );
  };
  const onSend: SendHandler = () =>
    save({ ...saved, startTime: time }, `Day ${day} starts at ${time}.`);
  const clearPlace = () => {
    if (startPlaceText(saved) === null) {
      setDone('Start place cleared.');
      return;
    }
    save({ ...saved, startLabel: null, startPoint: null }, 'Start place cleared.');
  };
  return (
    <div className="w-full max-w-xl space-y-2">
      <SendForm
        onSend={onSend}
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
            value={time}
            onChange={(event) => setTime(event.target.value)}
            className="field-input"
          />
        </div>
        <SubmitButton variant="secondary" disabled={update.isPending}>
          Set start<span className="sr-only"> of day {day}</span>
        </SubmitButton>
      </SendForm>
      <DayStartPlace
        trip={trip}
        day={day}
        saved={saved}
        pending={update.isPending}
        onSave={(place) => save({ ...saved, ...place }, `Start place of day ${day} saved.`)}
        onClear={clearPlace}
      />
      <p aria-live="polite" className="text-sm">
        {done}
      </p>
      {update.isError && (
        <FormMessage kind="error">
          {errorMessage(update.error, `Could not save the start of day ${day}.`)}
        </FormMessage>
      )}
    </div>
  );
}

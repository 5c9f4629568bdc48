/**
 * "Add to trip" on a spot or tour page (issue 31): a small dialog to choose one of the traveller's
 * trips to the same destination (or start one), and a day, then POST. Signed out, it offers
 * sign-in instead. Trips of another destination are never offered (the API would refuse them).
 */
import { paths, TRIP_LIMITS, type TripSummary } from '@sendero/contract';
import { CalendarPlus } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { FormMessage } from '../../../components/form-message.tsx';
import { SendForm, SubmitButton, type SendHandler } from '../../../components/send-form.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { errorMessage } from '../../../lib/query-errors.ts';
import { useFocusTrap } from '../../../lib/use-focus-trap.ts';
import { addToTrip, createTrip, recordTrip, useTrips } from '../api/trips.ts';
import { NEW_TRIP_DAYS, readTripFields, TripFields } from './trip-fields.tsx';
import { SignInToAddToTrip } from './sign-in-to-add.tsx';
import { useQueryClient } from '@tanstack/react-query';
import type { EventRun, TripAddTarget } from '../../../lib/add-to-trip-request.ts';
import { notDuringTripText, offeredDays } from '../dates.ts';

export type AddTarget = TripAddTarget;

export const NEW_TRIP = 'new';

/** The trips offered: the traveller's trips to this destination, most recently changed first. */
export function tripChoices(trips: readonly TripSummary[], cityId: number): TripSummary[] {
  return trips
    .filter((trip) => trip.cityId === cityId)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/** "Added to Oaxaca in December, day 2" / "…, not yet on a day". */
export function addedText(tripName: string, day: number | null): string {
  return `Added to ${tripName}, ${day === null ? 'not yet on a day' : `day ${day}`}`;
}

export function AddToTrip({
  target,
  cityId,
  cityName,
  name,
}: {
  target: AddTarget;
  cityId: number;
  cityName: string;
  /** The spot's or tour's name, for the dialog's title. */
  name: string;
}) {
  const { user, loading } = useAuth();
  const location = useLocation();
  // Asked for: the dialog once the session is known to be signed in, else the sign-in offer (a
  // click while the session is still starting waits for it instead of being lost).
  const [open, setOpen] = useState(false);
  return (
    <div className="mt-4">
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <CalendarPlus aria-hidden="true" className="size-4" />
        Add to trip
      </Button>
      {open && !loading && !user && (
        <p className="mt-2 text-sm text-stone-800 dark:text-stone-200" role="status">
          <SignInToAddToTrip from={location} />
        </p>
      )}
      {open && user && (
        <AddToTripDialog
          target={target}
          cityId={cityId}
          cityName={cityName}
          name={name}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}

export function AddToTripDialog({
  target,
  cityId,
  cityName,
  name,
  dates,
  onClose,
}: {
  target: AddTarget;
  cityId: number;
  cityName: string;
  name: string;
  /** For an event: only the days of the trip it is on are offered. */
  dates?: EventRun;
  onClose: () => void;
}) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const trips = useTrips();
  const choices = tripChoices(trips.data ?? [], cityId);
  const [picked, setPicked] = useState<string | null>(null);
  const tripValue = picked ?? (choices[0] ? String(choices[0].id) : NEW_TRIP);
  const [newDays, setNewDays] = useState(NEW_TRIP_DAYS);
  const [day, setDay] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [added, setAdded] = useState<{ tripId: number; text: string } | null>(null);
  const close = useCallback(() => {
    if (!sending) onClose();
  }, [sending, onClose]);
  useFocusTrap(true, panel, close);

  const chosen = choices.find((trip) => String(trip.id) === tripValue) ?? null;
  const dayCount = chosen ? chosen.days : Math.min(Math.max(newDays, 1), TRIP_LIMITS.maxDays);
  const days = offeredDays(dayCount, chosen?.startDate ?? null, dates);

  const onSend: SendHandler = (event) => addToChosenTrip(new FormData(event.currentTarget));

  const addToChosenTrip = async (form: FormData) => {
    const dayNumber = day === '' ? null : Number(day);
    setFailure(null);
    setSending(true);
    try {
      let tripId = chosen?.id;
      if (tripId === undefined) {
        const created = await createTrip({ ...readTripFields(form), cityId, days: dayCount });
        recordTrip(queryClient, created);
        tripId = created.id;
      }
      const trip = await addToTrip(tripId, { ...target, day: dayNumber });
      recordTrip(queryClient, trip);
      setPicked(String(trip.id));
      setAdded({ tripId: trip.id, text: addedText(trip.name, dayNumber) });
    } catch (error) {
      setFailure(errorMessage(error, 'Could not add it to the trip.'));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div aria-hidden="true" className="absolute inset-0 bg-stone-950/60" onClick={close} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        className="relative max-h-full w-full max-w-md overflow-y-auto rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900"
      >
        <h2
          id={`${id}-title`}
          className="font-display text-2xl font-bold text-stone-900 dark:text-stone-50"
        >
          Add {name} to a trip
        </h2>
        {trips.isPending ? (
          <p role="status" className="mt-4">
            Loading your trips...
          </p>
        ) : (
          <SendForm onSend={onSend} className="mt-4 space-y-4">
            {trips.isError && (
              <FormMessage kind="error">
                {errorMessage(trips.error, 'Could not load your trips.')}
              </FormMessage>
            )}
            <div>
              <label htmlFor={`${id}-trip`} className="field-label">
                Trip
              </label>
              <select
                id={`${id}-trip`}
                value={tripValue}
                onChange={(event) => {
                  setPicked(event.target.value);
                  setDay('');
                }}
                className="field-input"
              >
                {choices.map((trip) => (
                  <option key={trip.id} value={trip.id}>
                    {trip.name}
                  </option>
                ))}
                <option value={NEW_TRIP}>New trip to {cityName}</option>
              </select>
            </div>
            {chosen === null && (
              <fieldset className="space-y-3 rounded-xl border border-cream-200 p-3 dark:border-slate-700">
                <legend className="px-1 text-sm font-semibold">New trip</legend>
                <TripFields
                  defaults={{
                    name: `${cityName} trip`,
                    days: newDays,
                    ...(dates ? { startDate: dates.date } : {}),
                  }}
                  onDaysChange={setNewDays}
                />
              </fieldset>
            )}
            <div>
              <label htmlFor={`${id}-day`} className="field-label">
                Day
              </label>
              <select
                id={`${id}-day`}
                value={day}
                onChange={(event) => setDay(event.target.value)}
                className="field-input"
              >
                <option value="">Not yet on a day</option>
                {days.map((number) => (
                  <option key={number} value={number}>
                    Day {number}
                  </option>
                ))}
              </select>
              {dates && chosen && days.length === 0 && (
                <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">
                  {notDuringTripText(dates)}
                </p>
              )}
            </div>
            {failure && <FormMessage kind="error">{failure}</FormMessage>}
            <div aria-live="polite">
              {added && (
                <p className="text-sm text-jade-800 dark:text-jade-200">
                  {added.text}.{' '}
                  <Link to={paths.trip(added.tripId)} className="font-semibold underline">
                    Open the trip
                  </Link>
                </p>
              )}
            </div>
            <div className="flex flex-wrap justify-end gap-3">
              <Button variant="ghost" onClick={close}>
                Close
              </Button>
              <SubmitButton>Add to trip</SubmitButton>
            </div>
          </SendForm>
        )}
      </div>
    </div>
  );
}

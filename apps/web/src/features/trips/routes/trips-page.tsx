import { MEXICO_CITY_ID, paths, type TripSummary } from '@sendero/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { SendForm, SubmitButton, type SendHandler } from '../../../components/send-form.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { FormMessage } from '../../../components/form-message.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { useCities } from '../../../entities/cities/api/get-cities.ts';
import { tripDatesText } from '../../../entities/trips/dates.ts';
import { readTripFields, TripFields } from '../../../entities/trips/components/trip-fields.tsx';
import { useCreateTrip, useDeleteTrip, useTrips } from '../../../entities/trips/api/trips.ts';
import { RequireAuth } from '../../../lib/auth/require-auth.tsx';
import { errorMessage } from '../../../lib/query-errors.ts';

export const TRIPS_TEXT = {
  title: 'Your trips',
  empty: 'No trips yet. Start one to plan your days.',
  loadFailed: 'Could not load your trips.',
  createFailed: 'Could not create the trip.',
  deleteFailed: 'Could not delete the trip.',
} as const;

export function TripsPage() {
  return (
    <>
      <DocumentTitle title={TRIPS_TEXT.title} />
      <RequireAuth>
        <PageContainer>
          <h1 className="font-display text-3xl font-bold text-stone-900 dark:text-stone-50">
            {TRIPS_TEXT.title}
          </h1>
          <TripList />
          <NewTripForm />
        </PageContainer>
      </RequireAuth>
    </>
  );
}

function placesText(count: number): string {
  return count === 1 ? '1 place' : `${count} places`;
}

function TripList() {
  const trips = useTrips();
  if (trips.isPending) {
    return (
      <p role="status" className="mt-6 text-stone-600 dark:text-stone-300">
        Loading your trips...
      </p>
    );
  }
  if (trips.isError) {
    return (
      <LoadFailure
        className="mt-6"
        message={errorMessage(trips.error, TRIPS_TEXT.loadFailed)}
        onRetry={() => trips.refetch()}
      />
    );
  }
  if (trips.data.length === 0) {
    return <p className="mt-6 text-stone-700 dark:text-stone-300">{TRIPS_TEXT.empty}</p>;
  }
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2">
      {trips.data.map((trip) => (
        <TripRow key={trip.id} trip={trip} />
      ))}
    </ul>
  );
}

function TripRow({ trip }: { trip: TripSummary }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteTrip();
  return (
    <li className="rounded-2xl border border-cream-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <h2 className="font-display text-xl font-bold">
        <Link
          to={paths.trip(trip.id)}
          className="text-jade-700 underline-offset-2 hover:underline dark:text-jade-300"
        >
          {trip.name}
        </Link>
      </h2>
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">
        {trip.cityName} · {tripDatesText(trip.startDate, trip.days)} · {placesText(trip.itemCount)}
      </p>
      {confirming ? (
        <div className="mt-3 space-y-2" role="group" aria-label={`Delete ${trip.name}?`}>
          <p className="text-sm text-stone-800 dark:text-stone-200">
            Delete {trip.name} and its places? This cannot be undone.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              disabled={remove.isPending}
              onClick={() => remove.mutate(trip.id)}
            >
              Yes, delete
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </div>
          {remove.isError && (
            <FormMessage kind="error">
              {errorMessage(remove.error, TRIPS_TEXT.deleteFailed)}
            </FormMessage>
          )}
        </div>
      ) : (
        <Button variant="ghost" className="mt-2 -ml-3" onClick={() => setConfirming(true)}>
          Delete<span className="sr-only"> {trip.name}</span>
        </Button>
      )}
    </li>
  );
}

function NewTripForm() {
  const id = useId();
  const cities = useCities();
  const create = useCreateTrip();
  const [created, setCreated] = useState<{ id: number; name: string } | null>(null);
  const destinations = (cities.data ?? []).filter((city) => city.id !== MEXICO_CITY_ID);

  const onSend: SendHandler = (event) => {
    const form = new FormData(event.currentTarget);
    const formElement = event.currentTarget;
    setCreated(null);
    return create.mutateAsync(
      { ...readTripFields(form), cityId: Number(form.get('cityId')) },
      {
        onSuccess: (trip) => {
          setCreated({ id: trip.id, name: trip.name });
          formElement.reset();
        },
      },
    );
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mt-10 max-w-lg">
      <h2
        id={`${id}-title`}
        className="font-display text-2xl font-bold text-stone-900 dark:text-stone-50"
      >
        New trip
      </h2>
      <SendForm onSend={onSend} className="mt-4 space-y-4">
        <TripFields>
          <div>
            <label htmlFor={`${id}-city`} className="field-label">
              Destination
            </label>
            <select id={`${id}-city`} name="cityId" required className="field-input">
              {destinations.map((city) => (
                <option key={city.id} value={city.id}>
                  {city.name}
                </option>
              ))}
            </select>
          </div>
        </TripFields>
        <SubmitButton disabled={destinations.length === 0}>Create trip</SubmitButton>
        {create.isError && (
          <FormMessage kind="error">
            {errorMessage(create.error, TRIPS_TEXT.createFailed)}
          </FormMessage>
        )}
        {created && (
          <p role="status" className="text-sm text-jade-800 dark:text-jade-200">
            Created{' '}
            <Link to={paths.trip(created.id)} className="font-semibold underline">
              {created.name}
            </Link>
            .
          </p>
        )}
      </SendForm>
    </section>
  );
}

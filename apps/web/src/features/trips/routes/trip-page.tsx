import { parseEntityId, paths, TRIP_MESSAGES } from '@sendero/contract';
import { Link, useParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { FormMessage } from '../../../components/form-message.tsx';
import { useTrip } from '../../../entities/trips/api/trips.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { RequireAuth } from '../../../lib/auth/require-auth.tsx';
import { errorMessage } from '../../../lib/query-errors.ts';
import { TripPlanner } from '../components/trip-planner.tsx';

/** The API's refusals in the words the page shows (403 and 404 have their own). */
export function tripErrorText(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 403) return TRIP_MESSAGES.notYours;
  if (error instanceof ApiRequestError && error.status === 404) return TRIP_MESSAGES.notFound;
  return errorMessage(error, 'Could not load the trip.');
}

export function TripPage() {
  const { id } = useParams();
  const tripId = parseEntityId(id);
  const { user } = useAuth();
  // The same query as the page's (one request): the title names the trip once it is known.
  const trip = useTrip(tripId ?? 0, { enabled: user !== null && tripId !== null });
  return (
    <>
      {/* Outside RequireAuth: the title is the page's while the session is checked too. */}
      <DocumentTitle title={trip.data?.name ?? 'Your trip'} />
      <RequireAuth>
        {tripId === null ? (
          <PageContainer>
            <FormMessage kind="error">{TRIP_MESSAGES.notFound}</FormMessage>
          </PageContainer>
        ) : (
          <TripLoader tripId={tripId} />
        )}
      </RequireAuth>
    </>
  );
}

function TripLoader({ tripId }: { tripId: number }) {
  const trip = useTrip(tripId);
  return (
    <PageContainer>
      <p>
        <Link
          to={paths.trips()}
          className="text-sm font-semibold text-jade-700 underline-offset-2 hover:underline dark:text-jade-300"
        >
          ← Your trips
        </Link>
      </p>
      {trip.isPending ? (
        <p role="status" className="mt-6 text-stone-600 dark:text-stone-300">
          Loading the trip...
        </p>
      ) : trip.isError ? (
        trip.error instanceof ApiRequestError && [403, 404].includes(trip.error.status) ? (
          <div className="mt-6">
            <FormMessage kind="error">{tripErrorText(trip.error)}</FormMessage>
          </div>
        ) : (
          <LoadFailure
            className="mt-6"
            message={tripErrorText(trip.error)}
            onRetry={() => trip.refetch()}
          />
        )
      ) : (
        <TripPlanner trip={trip.data} />
      )}
    </PageContainer>
  );
}

import { TRIP_MESSAGES } from '@sendero/contract';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { FormMessage } from '../../../components/form-message.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { sharedTripQueryOptions } from '../../../entities/trips/api/trips.ts';
import type { PageData } from '../../../lib/page-data.ts';
import { errorMessage } from '../../../lib/query-errors.ts';
import { TripReadOnly } from '../components/trip-read-only.tsx';

/**
 * The trip a share link opens (issue 31, decision 0033): public, rendered on the server with its
 * data, never indexed. The page is never kept by the server's page cache (PRIVATE_PAGES).
 */
export const loadSharedTripPage: PageData = async ({ queryClient, params }) => {
  const trip = await queryClient.fetchQuery(sharedTripQueryOptions(params.token ?? ''));
  return trip === null ? 404 : undefined;
};

export function SharedTripPage() {
  const { token = '' } = useParams();
  const trip = useQuery(sharedTripQueryOptions(token));
  return (
    <>
      <DocumentTitle title={trip.data?.name ?? 'A shared trip'} />
      {/* A link given to someone, not a page for search engines. */}
      <meta name="robots" content="noindex" />
      <PageContainer>
        {trip.isPending ? (
          <p role="status" className="mt-6 text-stone-600 dark:text-stone-300">
            Loading the trip...
          </p>
        ) : trip.isError ? (
          <LoadFailure
            className="mt-6"
            message={errorMessage(trip.error, 'Could not load the trip.')}
            onRetry={() => trip.refetch()}
          />
        ) : trip.data === null ? (
          <div className="mt-6">
            <FormMessage kind="error">{TRIP_MESSAGES.shareNotFound}</FormMessage>
          </div>
        ) : (
          <TripReadOnly trip={trip.data} />
        )}
      </PageContainer>
    </>
  );
}

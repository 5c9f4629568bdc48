import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import {
  clearAddToTripRequest,
  currentAddToTripRequest,
  subscribeAddToTripRequest,
} from '../../../lib/add-to-trip-request.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { toast } from '../../../lib/toast.ts';
import { SignInToAddToTrip } from './sign-in-to-add.tsx';

// The dialog and the trips call it makes load at the first press of a card's button, not with
// the pages that show cards (home, cities, lists).
const AddToTripDialog = lazy(() =>
  import('./add-to-trip.tsx').then((m) => ({ default: m.AddToTripDialog })),
);

const noRequest = () => null;

/**
 * The shell's answer to a card's "Add to trip" (lib/add-to-trip-request.ts): the dialog, signed
 * in; a sign-in toast, signed out. A press while the session is still starting waits for it. The
 * dialog closes when the page changes (its "Open the trip" link, or Back).
 */
export function AddToTripHost() {
  const request = useSyncExternalStore(
    subscribeAddToTripRequest,
    currentAddToTripRequest,
    noRequest,
  );
  const { user, loading } = useAuth();
  const location = useLocation();

  useEffect(() => clearAddToTripRequest, [location.key]);

  useEffect(() => {
    if (!request || loading || user) return;
    clearAddToTripRequest();
    toast.info(
      <p>
        <SignInToAddToTrip from={location} />
      </p>,
      { toastId: 'sign-in-to-add-to-trip' },
    );
  }, [request, loading, user, location]);

  if (!request || !user) return null;
  return (
    <Suspense fallback={null}>
      <AddToTripDialog
        // A new request (another card) starts the dialog afresh.
        key={JSON.stringify(request.target)}
        target={request.target}
        cityId={request.cityId}
        cityName={request.cityName}
        name={request.name}
        {...(request.dates ? { dates: request.dates } : {})}
        onClose={clearAddToTripRequest}
      />
    </Suspense>
  );
}

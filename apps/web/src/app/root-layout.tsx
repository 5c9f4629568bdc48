import { Outlet, ScrollRestoration } from 'react-router';
import { PendingSavesSync } from '../entities/saved/components/pending-saves-sync.tsx';
import { SavedEventsSync } from '../entities/saved/components/saved-events-sync.tsx';
import { AddToTripHost } from '../entities/trips/components/add-to-trip-host.tsx';
import { OfflineTripChangesSync } from '../entities/trips/components/offline-trip-changes-sync.tsx';
import { useAuth } from '../lib/auth/auth-context.ts';
import { ANONYMOUS } from '../lib/auth/viewer.ts';
import { useOfflineNavigation } from '../lib/offline/use-offline-navigation.ts';
import { Toasts } from './layout/toasts.tsx';

/**
 * Root of every route: scroll restoration (back/forward restores, other navigation goes to the top),
 * the toast area and the dialog a card's "Add to trip" opens (after the page, so it is drawn over
 * the header). The shell (header, footer) is a child layout so bare routes can skip it.
 */
export function RootLayout() {
  useOfflineNavigation();
  const { user } = useAuth();
  return (
    <>
      <PendingSavesSync signedIn={user !== null} />
      <SavedEventsSync viewer={user ? String(user.id) : ANONYMOUS} />
      <OfflineTripChangesSync signedIn={user !== null} />
      <ScrollRestoration />
      <Toasts />
      <Outlet />
      <AddToTripHost />
    </>
  );
}

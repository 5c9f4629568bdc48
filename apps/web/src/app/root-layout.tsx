import { Outlet, ScrollRestoration } from 'react-router';
import { PendingSavesSync } from '../entities/saved/components/pending-saves-sync.tsx';
import { useAuth } from '../lib/auth/auth-context.ts';
import { useOfflineNavigation } from '../lib/offline/use-offline-navigation.ts';
import { Toasts } from './layout/toasts.tsx';

/**
 * Root of every route: scroll restoration (back/forward restores, other navigation goes to the top)
 * and the toast area. The shell (header, footer) is a child layout so bare routes can skip it.
 */
export function RootLayout() {
  useOfflineNavigation();
  const { user } = useAuth();
  return (
    <>
      <PendingSavesSync signedIn={user !== null} />
      <ScrollRestoration />
      <Toasts />
      <Outlet />
    </>
  );
}

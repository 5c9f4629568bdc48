import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ANONYMOUS } from '../../../lib/auth/viewer.ts';
import { useKeptSavedEvents } from '../../../lib/offline/saved-events.ts';
import { savedEventsKey, syncWithAccount } from '../api/use-saved-events.ts';

/**
 * Events saved on this device while signed out move to the account as soon as a traveller signs
 * in (issue 34), whichever page they are on; the pages that show the list read it back themselves.
 */
export function SavedEventsSync({ viewer }: { viewer: string }) {
  const queryClient = useQueryClient();
  const kept = useKeptSavedEvents();
  const waiting = viewer !== ANONYMOUS && kept.owner === ANONYMOUS && kept.events.length > 0;
  useEffect(() => {
    if (!waiting) return;
    const move = () => {
      if (!navigator.onLine) return;
      queryClient
        .fetchQuery({
          queryKey: savedEventsKey(viewer),
          queryFn: () => syncWithAccount(viewer, queryClient),
        })
        .catch((error: unknown) => console.warn('Saved events wait to move to the account', error));
    };
    move();
    window.addEventListener('online', move);
    return () => window.removeEventListener('online', move);
  }, [queryClient, viewer, waiting]);
  return null;
}

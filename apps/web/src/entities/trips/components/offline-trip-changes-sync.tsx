import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getAccessToken } from '../../../lib/auth-token.ts';
import { PENDING_CHANGED, pendingTripEdits } from '../../../lib/offline/pending-saves.ts';

/**
 * Sends the trips' changes made offline as soon as the app runs with a network and a session,
 * when the traveller signs in, when the connection returns, and when a change joins the queue
 * while online (a change made while others still wait goes after them, never around them). The
 * sending code loads only when a change waits: every page mounts this.
 */
export function OfflineTripChangesSync({ signedIn }: { signedIn: boolean }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const send = async () => {
      if (!navigator.onLine || !getAccessToken()) return;
      if ((await pendingTripEdits()).length === 0) return;
      const { sendOfflineTripChanges } = await import('../api/send-offline-changes.ts');
      await sendOfflineTripChanges(queryClient);
    };
    const onChange = () => void send();
    onChange();
    window.addEventListener('online', onChange);
    window.addEventListener(PENDING_CHANGED, onChange);
    return () => {
      window.removeEventListener('online', onChange);
      window.removeEventListener(PENDING_CHANGED, onChange);
    };
  }, [signedIn, queryClient]);
  return null;
}

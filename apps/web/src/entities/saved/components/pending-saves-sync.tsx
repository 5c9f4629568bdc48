import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getAccessToken } from '../../../lib/auth-token.ts';
import { replayPendingSaves } from '../api/replay-pending-saves.ts';

/**
 * Sends the bookmarks and favourites changed offline as soon as the app runs with a network and a
 * session, when the user signs in, and whenever the connection returns. A page opened offline
 * has no user loaded, yet its token is still there: the replay's calls refresh it if they must.
 */
export function PendingSavesSync({ signedIn }: { signedIn: boolean }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const replay = () => {
      if (navigator.onLine && getAccessToken()) void replayPendingSaves(queryClient);
    };
    replay();
    window.addEventListener('online', replay);
    return () => window.removeEventListener('online', replay);
  }, [signedIn, queryClient]);
  return null;
}

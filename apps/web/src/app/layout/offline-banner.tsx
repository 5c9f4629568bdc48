import { useOffline } from '../../lib/offline/use-offline.ts';

export const OFFLINE_BANNER_TEXT = "You're offline: showing saved places";

/** A quiet line under the header while the network is gone: what shows now comes from the phone. */
export function OfflineBanner() {
  const offline = useOffline();
  return (
    <div role="status" className={offline ? 'offline-banner' : 'sr-only'}>
      {offline ? OFFLINE_BANNER_TEXT : ''}
    </div>
  );
}

import { useSyncExternalStore } from 'react';

export const OFFLINE_BANNER_TEXT = "You're offline: showing saved places";

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it has no network; on the server, and while hydrating, online. */
export function useOffline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  );
}

/** A quiet line under the header while the network is gone: what shows now comes from the phone. */
export function OfflineBanner() {
  const offline = useOffline();
  return (
    <div role="status" className={offline ? 'offline-banner' : 'sr-only'}>
      {offline ? OFFLINE_BANNER_TEXT : ''}
    </div>
  );
}

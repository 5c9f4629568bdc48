import { paths } from '@sendero/contract';
import { useEffect, useRef } from 'react';
import { keepOffline, releaseOffline } from '../../../lib/offline/offline-store.ts';

/**
 * Saved events are available offline: while the page has saved events, the events page (the
 * calendar with every event's dates, places and details) is kept on the phone; clearing the last
 * saved event lets it go. The saved list itself is kept on the device (lib/offline/saved-events.ts).
 */
export function useKeepEventsOffline(hasSaved: boolean): void {
  const had = useRef(false);
  useEffect(() => {
    if (hasSaved === had.current) return;
    had.current = hasSaved;
    const change = hasSaved
      ? keepOffline(paths.events(), 'events')
      : releaseOffline(paths.events(), 'events');
    change.catch((error: unknown) => console.warn('Could not update the offline copy', error));
  }, [hasSaved]);
}

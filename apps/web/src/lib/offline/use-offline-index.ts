import { useEffect, useState } from 'react';
import { OFFLINE_CHANGED, readOfflineIndex, type OfflineIndex } from './offline-store.ts';

/** The saved-for-offline index, kept current; null until read (and on the server). */
export function useOfflineIndex(): OfflineIndex | null {
  const [index, setIndex] = useState<OfflineIndex | null>(null);
  useEffect(() => {
    let live = true;
    const read = () =>
      void readOfflineIndex().then((next) => {
        if (live) setIndex(next);
      });
    read();
    window.addEventListener(OFFLINE_CHANGED, read);
    return () => {
      live = false;
      window.removeEventListener(OFFLINE_CHANGED, read);
    };
  }, []);
  return index;
}

/** "2.4 MB", "640 KB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1000))} KB`;
}

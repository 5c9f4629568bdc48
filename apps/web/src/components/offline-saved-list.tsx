import { Link } from 'react-router';
import type { OfflineEntry } from '../lib/offline/offline-store.ts';
import { formatBytes } from '../lib/offline/use-offline-index.ts';

export const OFFLINE_LIST_TEXT = {
  empty:
    'Nothing is saved on this phone yet. Bookmark or favourite a tour or a spot while online, and it opens here without a connection.',
} as const;

/**
 * The places kept on this phone, as links that load whole documents (the service worker answers
 * them from the phone). Used by the offline page and, without a network, by the profile.
 */
export function OfflineSavedList({ entries }: { entries: readonly OfflineEntry[] }) {
  if (entries.length === 0) {
    return <p className="mt-2 text-stone-700 dark:text-stone-300">{OFFLINE_LIST_TEXT.empty}</p>;
  }
  const bytes = entries.reduce((sum, entry) => sum + entry.bytes, 0);
  return (
    <>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-300">
        {entries.length} {entries.length === 1 ? 'place' : 'places'} · {formatBytes(bytes)} on this
        phone
      </p>
      <ul className="mt-3 divide-y divide-stone-200 dark:divide-slate-700">
        {entries.map((entry) => (
          <li key={entry.path} className="py-3">
            <Link
              to={entry.path}
              reloadDocument
              className="font-semibold text-jade-700 underline-offset-2 hover:underline dark:text-jade-300"
            >
              {entry.title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

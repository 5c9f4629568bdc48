import { paths, type SavedType } from '@sendero/contract';
import type { SavedEntry } from '@sendero/contract';
import { CloudOff, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { useSetBookmark } from '../../../entities/saved/api/toggle-bookmark.ts';
import { Button, ButtonLink } from '../../../components/button.tsx';
import { CardSkeletons } from '../../../components/skeleton.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { keepOffline } from '../../../lib/offline/offline-store.ts';
import { formatBytes, useOfflineIndex } from '../../../lib/offline/use-offline-index.ts';
import { toast } from '../../../lib/toast.ts';
import type { ListKind, SavedListQuery } from './saved-lists.tsx';
import {
  BookmarkableSpotCard,
  BookmarkableTourCard,
} from '../../../entities/saved/components/bookmarkable-cards.tsx';

function entryTitle(entry: SavedEntry): string {
  return entry.tour?.title ?? entry.spot?.name ?? 'this item';
}

function SavedCard({ entry }: { entry: SavedEntry }) {
  if (entry.tour) return <BookmarkableTourCard tour={entry.tour} />;
  if (entry.spot) return <BookmarkableSpotCard spot={entry.spot} />;
  return null;
}

export const AVAILABLE_OFFLINE = 'Available offline';

function entryPath(entry: SavedEntry): string {
  return entry.targetType === 'tour' ? paths.tour(entry.targetId) : paths.spot(entry.targetId);
}

function OfflineBadge() {
  return (
    <p className="mt-2 inline-flex items-center gap-1.5 text-xs font-semibold text-jade-800 dark:text-jade-300">
      <CloudOff aria-hidden="true" className="size-3.5" />
      {AVAILABLE_OFFLINE}
    </p>
  );
}

function RemoveButton({ type, entry }: { type: SavedType; entry: SavedEntry }) {
  const { mutate, isPending } = useSetBookmark();
  const remove = () =>
    mutate(
      { targetType: type, targetId: entry.targetId, bookmarked: false },
      // On success the entry leaves the cached list (saved-cache), which is what renders here.
      { onError: () => toast.error('Failed to remove bookmark') },
    );
  return (
    <Button
      variant="ghost"
      onClick={remove}
      disabled={isPending}
      aria-label={`Remove ${entryTitle(entry)} from bookmarks`}
      className="mt-2 w-full text-terracotta-700 dark:text-terracotta-400"
    >
      <Trash2 aria-hidden="true" className="size-4" />
      {isPending ? 'Removing…' : 'Remove'}
    </Button>
  );
}

/** One list of the profile (content spec §2 "Profile lists"): loading, error, empty, cards. */
export function SavedListView({
  query,
  type,
  kind,
  removable,
  emptyTitle,
  errorText,
}: {
  query: SavedListQuery;
  type: SavedType;
  kind: ListKind;
  removable: boolean;
  emptyTitle: string;
  /** The call's failure text of content spec §8. */
  errorText: string;
}) {
  const offline = useOfflineIndex();
  const kept = new Map(offline?.entries.map((entry) => [entry.path, entry]) ?? []);
  const entries = query.data?.pages.flatMap((page) =>
    page.content.filter((entry) => entry.tour ?? entry.spot),
  );

  // Saves made before this phone kept copies (or on another device) are kept now: saved means
  // available offline.
  const missing = offline
    ? (entries ?? [])
        .map(entryPath)
        .filter((path) => !kept.get(path)?.reasons.includes(kind))
        .join(' ')
    : '';
  useEffect(() => {
    if (!missing || !navigator.onLine) return;
    for (const path of missing.split(' ')) {
      keepOffline(path, kind).catch((error: unknown) =>
        console.warn('Could not keep a saved place offline', error),
      );
    }
  }, [missing, kind]);

  if (query.isPending) return <CardSkeletons count={4} />;

  if (query.isError) {
    return <LoadFailure className="mt-6" message={errorText} onRetry={() => query.refetch()} />;
  }

  if (!entries || entries.length === 0) {
    return (
      <div className="mt-6 rounded-2xl border border-dashed border-cream-200 bg-cream-50 px-6 py-10 text-center dark:border-slate-700 dark:bg-slate-900/60">
        <p className="font-display text-xl font-bold text-stone-900 dark:text-stone-100">
          {emptyTitle}
        </p>
        <p className="mt-2 text-sm text-stone-600 dark:text-stone-300">
          Start exploring and add a few to see them here
        </p>
        <ButtonLink to={paths.cities()} className="mt-5">
          Browse cities
        </ButtonLink>
      </div>
    );
  }

  return (
    <div className="mt-6">
      {offline && offline.entries.length > 0 && (
        <p className="mb-3 text-sm text-stone-600 dark:text-stone-300">
          {AVAILABLE_OFFLINE} on this phone:{' '}
          {formatBytes(offline.entries.reduce((sum, entry) => sum + entry.bytes, 0))} used
        </p>
      )}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {entries.map((entry) => (
          <li key={`${entry.targetType}-${entry.targetId}`} className="flex flex-col">
            <SavedCard entry={entry} />
            {kept.has(entryPath(entry)) && <OfflineBadge />}
            {removable && <RemoveButton type={type} entry={entry} />}
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="mt-6 text-center">
          <Button
            variant="secondary"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      )}
    </div>
  );
}

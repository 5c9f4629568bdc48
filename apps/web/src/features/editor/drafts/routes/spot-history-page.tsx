import {
  DRAFT_MESSAGES,
  parseEntityId,
  paths,
  type DraftKind,
  type HistoryEntry,
} from '@sendero/contract';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../../components/button.tsx';
import { FormMessage } from '../../../../components/form-message.tsx';
import { LoadFailure } from '../../../../components/load-failure.tsx';
import { useHistory } from '../../../../entities/editor-drafts/api/get-history.ts';
import { useRestoreRevision } from '../../../../entities/editor-drafts/api/restore-revision.ts';
import { useStartDraft } from '../../../../entities/editor-drafts/api/start-draft.ts';
import { useCity } from '../../../../entities/cities/api/get-city.ts';
import { useEvents } from '../../../../entities/events/api/get-events.ts';
import { useSpot } from '../../../../entities/spots/api/get-spot.ts';
import { useTour } from '../../../../entities/tours/api/get-tour.ts';
import { errorMessage } from '../../../../lib/query-errors.ts';
import { EditorDesk } from '../../components/editor-desk.tsx';
import { EVERY_EVENT } from '../components/content-chooser.tsx';
import { HistoryVersion } from '../components/history-version.tsx';
import { livePageName, livePath } from '../components/published-notice.tsx';
import { versionNumbers } from '../utils/draft-text.ts';
import { useRefreshLog } from '../utils/use-refresh-log.ts';

export const HISTORY_TEXT = {
  title: (kind: DraftKind) => `${capitalised(kind)} history`,
  loading: 'Loading the versions...',
  loadFailed: 'Could not load the versions.',
  empty: (kind: DraftKind) =>
    `No version of this ${kind} has been published at the desk yet. Its history starts when an editor first opens a draft of it.`,
  restoreFailed: 'Could not restore the version.',
  startFailed: (kind: DraftKind) => `Could not open a draft of the ${kind}.`,
  restored: (number: number) => `Version ${number} is live again, as the newest version.`,
} as const;

const capitalised = (kind: DraftKind) => `${kind[0]!.toUpperCase()}${kind.slice(1)}`;

const linkClasses = 'text-jade-700 underline underline-offset-2 dark:text-jade-300';

/**
 * /editor/spots/:id/history: every published version of a spot, newest first, each with what it
 * changed, and "Restore this version" (issue 32 item 5).
 */
export function SpotHistoryPage() {
  return <HistoryPage kind="spot" />;
}

/** /editor/tours/:id/history: a tour's published versions, as a spot's. */
export function TourHistoryPage() {
  return <HistoryPage kind="tour" />;
}

/** /editor/events/:id/history: an event's published versions, as a spot's. */
export function EventHistoryPage() {
  return <HistoryPage kind="event" />;
}

/**
 * /editor/posts/:id/history: a guide post's published versions, as a spot's. The public API
 * finds a post by its city and slug only, so the page names it by its number.
 */
export function PostHistoryPage() {
  return <HistoryPage kind="post" />;
}

/** /editor/cities/:id/history: a city's published basics, as a spot's versions. */
export function CityHistoryPage() {
  return <HistoryPage kind="city" />;
}

function HistoryPage({ kind }: { kind: DraftKind }) {
  const id = parseEntityId(useParams().id);
  return (
    <EditorDesk title={HISTORY_TEXT.title(kind)}>
      {() =>
        id === null ? (
          <FormMessage kind="error">{DRAFT_MESSAGES.entityNotFound}</FormMessage>
        ) : kind === 'tour' ? (
          <TourHistory key={id} tourId={id} />
        ) : kind === 'event' ? (
          <EventHistory key={id} eventId={id} />
        ) : kind === 'post' ? (
          <ContentHistory key={id} kind="post" entityId={id} live={undefined} />
        ) : kind === 'city' ? (
          <CityHistory key={id} cityId={id} />
        ) : (
          <SpotHistory key={id} spotId={id} />
        )
      }
    </EditorDesk>
  );
}

function SpotHistory({ spotId }: { spotId: number }) {
  const spot = useSpot(spotId);
  const live = spot.data ? { name: spot.data.name, cityName: spot.data.cityName } : undefined;
  return (
    <ContentHistory
      kind="spot"
      entityId={spotId}
      live={spot.isSuccess ? (live ?? null) : undefined}
    />
  );
}

function TourHistory({ tourId }: { tourId: number }) {
  const tour = useTour(tourId);
  const live = tour.data ? { name: tour.data.title, cityName: tour.data.cityName } : undefined;
  return (
    <ContentHistory
      kind="tour"
      entityId={tourId}
      live={tour.isSuccess ? (live ?? null) : undefined}
    />
  );
}

function CityHistory({ cityId }: { cityId: number }) {
  const city = useCity(cityId);
  const live = city.data
    ? { name: city.data.name, cityName: city.data.region ?? 'México' }
    : undefined;
  return (
    <ContentHistory
      kind="city"
      entityId={cityId}
      live={city.isSuccess ? (live ?? null) : undefined}
    />
  );
}

function EventHistory({ eventId }: { eventId: number }) {
  // Events have no page of their own: the live one is found in the list of every event.
  const events = useEvents(EVERY_EVENT);
  const event = events.data?.find((item) => item.id === eventId);
  const live = event ? { name: event.title, cityName: event.city } : null;
  return (
    <ContentHistory kind="event" entityId={eventId} live={events.isSuccess ? live : undefined} />
  );
}

function ContentHistory({
  kind,
  entityId,
  live,
}: {
  kind: DraftKind;
  entityId: number;
  /** The live entity's names; null when there is none, undefined while loading. */
  live: { name: string; cityName: string } | null | undefined;
}) {
  const navigate = useNavigate();
  const refreshLog = useRefreshLog();
  const history = useHistory(kind, entityId);
  const [restored, setRestored] = useState<number | null>(null);
  const [failure, setFailure] = useState<{ revisionId: number; text: string } | null>(null);
  const restore = useRestoreRevision({ onSuccess: refreshLog });
  const start = useStartDraft(kind, {
    onSuccess: async (draft) => {
      await navigate(paths.editorDraft(draft.id));
      return refreshLog();
    },
  });
  const notice = useRef<HTMLDivElement>(null);
  const livePage = livePath(kind, entityId);
  useEffect(() => {
    if (restored !== null) notice.current?.focus();
  }, [restored]);

  const onRestore = (entry: HistoryEntry, number: number) => {
    if (restore.isPending) return;
    setRestored(null);
    setFailure(null);
    restore.mutate(entry.revisionId, {
      onSuccess: () => setRestored(number),
      onError: (error) =>
        setFailure({
          revisionId: entry.revisionId,
          text: errorMessage(error, HISTORY_TEXT.restoreFailed),
        }),
    });
  };

  if (live === null) {
    return <FormMessage kind="error">{DRAFT_MESSAGES.entityNotFound}</FormMessage>;
  }
  return (
    <div className="space-y-6">
      <div>
        <h2 className="font-display text-2xl font-bold text-stone-900 dark:text-stone-50">
          {live?.name ?? `${capitalised(kind)} #${entityId}`}
        </h2>
        {live && <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{live.cityName}</p>}
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <Button
            variant="secondary"
            disabled={start.isPending}
            onClick={() => {
              if (!start.isPending) start.mutate(entityId);
            }}
          >
            Edit this {kind}
          </Button>
          {livePage !== null && (
            <Link to={livePage} className={linkClasses}>
              The live {livePageName(kind)}
            </Link>
          )}
          <Link
            to={paths.editorAudit({ targetType: kind, targetId: entityId })}
            className={linkClasses}
          >
            Its lines in the audit log
          </Link>
        </div>
        {start.isError && (
          <div className="mt-3">
            <FormMessage kind="error">
              {errorMessage(start.error, HISTORY_TEXT.startFailed(kind))}
            </FormMessage>
          </div>
        )}
      </div>

      {restored !== null && (
        <div
          ref={notice}
          tabIndex={-1}
          role="status"
          className="scroll-mt-24 rounded-2xl border border-jade-300 bg-jade-50 p-4 text-sm text-jade-900 dark:border-jade-700 dark:bg-jade-900/40 dark:text-jade-100"
        >
          <p className="font-semibold">{HISTORY_TEXT.restored(restored)}</p>
          {livePage !== null && (
            <p className="mt-1">
              <Link to={livePage} className={linkClasses}>
                See the live {livePageName(kind)}
              </Link>
            </p>
          )}
        </div>
      )}

      <section aria-labelledby="versions-title">
        <h2
          id="versions-title"
          className="mb-3 font-display text-xl font-bold text-stone-900 dark:text-stone-50"
        >
          Published versions
        </h2>
        {history.isPending ? (
          <p role="status" className="text-stone-600 dark:text-stone-300">
            {HISTORY_TEXT.loading}
          </p>
        ) : history.isError ? (
          <LoadFailure
            message={errorMessage(history.error, HISTORY_TEXT.loadFailed)}
            onRetry={() => history.refetch()}
          />
        ) : history.data.length === 0 ? (
          <p role="status" className="text-stone-700 dark:text-stone-300">
            {HISTORY_TEXT.empty(kind)}
          </p>
        ) : (
          <Versions
            // A restore makes a new version live: every version's question starts closed again.
            key={history.data[0]!.revisionId}
            kind={kind}
            entries={history.data}
            busy={restore.isPending}
            failure={failure}
            onRestore={onRestore}
          />
        )}
      </section>
    </div>
  );
}

function Versions({
  kind,
  entries,
  busy,
  failure,
  onRestore,
}: {
  kind: DraftKind;
  entries: HistoryEntry[];
  busy: boolean;
  failure: { revisionId: number; text: string } | null;
  onRestore: (entry: HistoryEntry, number: number) => void;
}) {
  const numbers = versionNumbers(entries);
  return (
    <ol className="space-y-4">
      {entries.map((entry) => (
        <HistoryVersion
          key={entry.revisionId}
          kind={kind}
          entry={entry}
          numbers={numbers}
          busy={busy}
          failure={failure?.revisionId === entry.revisionId ? failure.text : null}
          onRestore={() => onRestore(entry, numbers.get(entry.revisionId)!)}
        />
      ))}
    </ol>
  );
}

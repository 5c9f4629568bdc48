import { DRAFT_MESSAGES, parseEntityId, paths, type HistoryEntry } from '@sendero/contract';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../../components/button.tsx';
import { FormMessage } from '../../../../components/form-message.tsx';
import { LoadFailure } from '../../../../components/load-failure.tsx';
import { useSpotHistory } from '../../../../entities/editor-drafts/api/get-spot-history.ts';
import { useRestoreRevision } from '../../../../entities/editor-drafts/api/restore-revision.ts';
import { useStartSpotDraft } from '../../../../entities/editor-drafts/api/start-spot-draft.ts';
import { useSpot } from '../../../../entities/spots/api/get-spot.ts';
import { errorMessage } from '../../../../lib/query-errors.ts';
import { EditorDesk } from '../../components/editor-desk.tsx';
import { HistoryVersion } from '../components/history-version.tsx';
import { versionNumbers } from '../utils/draft-text.ts';
import { useRefreshLog } from '../utils/use-refresh-log.ts';

export const HISTORY_TEXT = {
  title: 'Spot history',
  loading: 'Loading the versions...',
  loadFailed: 'Could not load the versions.',
  empty:
    'No version of this spot has been published at the desk yet. Its history starts when an editor first opens a draft of it.',
  restoreFailed: 'Could not restore the version.',
  startFailed: 'Could not open a draft of the spot.',
  restored: (number: number) => `Version ${number} is live again, as the newest version.`,
} as const;

const linkClasses = 'text-jade-700 underline underline-offset-2 dark:text-jade-300';

/**
 * /editor/spots/:id/history: every published version of a spot, newest first, each with what it
 * changed, and "Restore this version" (issue 32 item 5).
 */
export function SpotHistoryPage() {
  const id = parseEntityId(useParams().id);
  return (
    <EditorDesk title={HISTORY_TEXT.title}>
      {() =>
        id === null ? (
          <FormMessage kind="error">{DRAFT_MESSAGES.entityNotFound}</FormMessage>
        ) : (
          <SpotHistory key={id} spotId={id} />
        )
      }
    </EditorDesk>
  );
}

function SpotHistory({ spotId }: { spotId: number }) {
  const navigate = useNavigate();
  const refreshLog = useRefreshLog();
  const spot = useSpot(spotId);
  const history = useSpotHistory(spotId);
  const [restored, setRestored] = useState<number | null>(null);
  const [failure, setFailure] = useState<{ revisionId: number; text: string } | null>(null);
  const restore = useRestoreRevision({ onSuccess: refreshLog });
  const start = useStartSpotDraft({
    onSuccess: async (draft) => {
      await navigate(paths.editorDraft(draft.id));
      return refreshLog();
    },
  });
  const notice = useRef<HTMLDivElement>(null);
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

  if (spot.isSuccess && spot.data === null) {
    return <FormMessage kind="error">{DRAFT_MESSAGES.entityNotFound}</FormMessage>;
  }
  return (
    <div className="space-y-6">
      <div>
        <h2 className="font-display text-2xl font-bold text-stone-900 dark:text-stone-50">
          {spot.data?.name ?? `Spot #${spotId}`}
        </h2>
        {spot.data && (
          <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{spot.data.cityName}</p>
        )}
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <Button
            variant="secondary"
            disabled={start.isPending}
            onClick={() => {
              if (!start.isPending) start.mutate(spotId);
            }}
          >
            Edit this spot
          </Button>
          <Link to={paths.spot(spotId)} className={linkClasses}>
            The live spot page
          </Link>
          <Link
            to={paths.editorAudit({ targetType: 'spot', targetId: spotId })}
            className={linkClasses}
          >
            Its lines in the audit log
          </Link>
        </div>
        {start.isError && (
          <div className="mt-3">
            <FormMessage kind="error">
              {errorMessage(start.error, HISTORY_TEXT.startFailed)}
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
          <p className="mt-1">
            <Link to={paths.spot(spotId)} className={linkClasses}>
              See the live spot page
            </Link>
          </p>
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
            {HISTORY_TEXT.empty}
          </p>
        ) : (
          <Versions
            // A restore makes a new version live: every version's question starts closed again.
            key={history.data[0]!.revisionId}
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
  entries,
  busy,
  failure,
  onRestore,
}: {
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

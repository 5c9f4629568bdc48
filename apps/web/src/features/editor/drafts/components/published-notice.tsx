import { paths, type DraftDetail, type DraftKind, type PublishAnswer } from '@sendero/contract';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';

const linkClasses = 'text-jade-700 underline underline-offset-2 dark:text-jade-300';

/** The public page of a live entity; events have none of their own, so the events page. */
export const livePath = (kind: DraftKind, id: number) =>
  kind === 'tour' ? paths.tour(id) : kind === 'event' ? paths.events() : paths.spot(id);

/** The name of that page, after "the live". */
export const livePageName = (kind: DraftKind) =>
  kind === 'event' ? 'events page' : `${kind} page`;

/** The published versions of a live entity. */
export const historyPath = (kind: DraftKind, id: number) =>
  kind === 'tour'
    ? paths.editorTourHistory(id)
    : kind === 'event'
      ? paths.editorEventHistory(id)
      : paths.editorSpotHistory(id);

function Links({ kind, entityId }: { kind: DraftKind; entityId: number | null }) {
  return (
    <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {entityId !== null && (
        <>
          <Link to={livePath(kind, entityId)} className={linkClasses}>
            See the live {livePageName(kind)}
          </Link>
          <Link to={historyPath(kind, entityId)} className={linkClasses}>
            See its history
          </Link>
        </>
      )}
      <Link to={paths.editorDrafts()} className={linkClasses}>
        Back to the drafts
      </Link>
    </p>
  );
}

function Box({ role, children }: { role?: 'status'; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  // Where the form was: the editor's focus continues here.
  useEffect(() => box.current?.focus(), []);
  return (
    <div
      ref={box}
      role={role}
      tabIndex={-1}
      className="scroll-mt-24 rounded-2xl border border-jade-300 bg-jade-50 p-4 text-jade-900 dark:border-jade-700 dark:bg-jade-900/40 dark:text-jade-100"
    >
      {children}
    </div>
  );
}

/** After publishing: live now, with the way to the live page and to the history. */
export function PublishedNotice({ answer }: { answer: PublishAnswer }) {
  return (
    <Box role="status">
      <p className="font-semibold">
        Published. Travellers see this version of the {answer.kind} now.
      </p>
      <Links kind={answer.kind} entityId={answer.entityId} />
    </Box>
  );
}

/** A draft that is no longer one: published or discarded (here, or by another editor). */
export function ClosedDraft({ draft }: { draft: DraftDetail }) {
  return (
    <Box>
      <p className="font-semibold">
        {draft.state === 'published'
          ? `This draft has been published. Start a new draft to change the ${draft.kind} again.`
          : 'This draft was discarded.'}
      </p>
      <Links kind={draft.kind} entityId={draft.entityId} />
    </Box>
  );
}

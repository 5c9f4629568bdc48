import { paths, type DraftDetail, type PublishAnswer } from '@sendero/contract';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';

const linkClasses = 'text-jade-700 underline underline-offset-2 dark:text-jade-300';

function Links({ spotId }: { spotId: number | null }) {
  return (
    <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {spotId !== null && (
        <>
          <Link to={paths.spot(spotId)} className={linkClasses}>
            See the live spot page
          </Link>
          <Link to={paths.editorSpotHistory(spotId)} className={linkClasses}>
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
      <p className="font-semibold">Published. Travellers see this version of the spot now.</p>
      <Links spotId={answer.entityId} />
    </Box>
  );
}

/** A draft that is no longer one: published or discarded (here, or by another editor). */
export function ClosedDraft({ draft }: { draft: DraftDetail }) {
  return (
    <Box>
      <p className="font-semibold">
        {draft.state === 'published'
          ? 'This draft has been published. Start a new draft to change the spot again.'
          : 'This draft was discarded.'}
      </p>
      <Links spotId={draft.entityId} />
    </Box>
  );
}

import { paths, type DraftDetail, type DraftKind, type PublishAnswer } from '@sendero/contract';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';

const linkClasses = 'text-jade-700 underline underline-offset-2 dark:text-jade-300';

/** Where a live post is: its page is addressed by its city and slug, not by its id. */
export interface PostAddress {
  cityId: number;
  slug: string;
}

/** A draft's post address, from its city and the slug it keeps. */
export const postAddressOf = (draft: Pick<DraftDetail, 'cityId' | 'data'>) => {
  const slug = draft.data['slug'];
  return typeof slug === 'string' && slug !== '' ? { cityId: draft.cityId, slug } : undefined;
};

/**
 * The public page of a live entity; events have none of their own, so the events page. A post's
 * needs its address: null without one.
 */
export const livePath = (kind: DraftKind, id: number, post?: PostAddress): string | null => {
  if (kind === 'post') return post ? paths.post(post.cityId, post.slug) : null;
  if (kind === 'city') return paths.city(id);
  return kind === 'tour' ? paths.tour(id) : kind === 'event' ? paths.events() : paths.spot(id);
};

/** The name of that page, after "the live". */
export const livePageName = (kind: DraftKind) =>
  kind === 'event' ? 'events page' : `${kind} page`;

/** The published versions of a live entity. */
export const historyPath = (kind: DraftKind, id: number) =>
  kind === 'tour'
    ? paths.editorTourHistory(id)
    : kind === 'event'
      ? paths.editorEventHistory(id)
      : kind === 'post'
        ? paths.editorPostHistory(id)
        : kind === 'city'
          ? paths.editorCityHistory(id)
          : paths.editorSpotHistory(id);

function Links({
  kind,
  entityId,
  post,
}: {
  kind: DraftKind;
  entityId: number | null;
  post?: PostAddress | undefined;
}) {
  const live = entityId === null ? null : livePath(kind, entityId, post);
  return (
    <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {entityId !== null && (
        <>
          {live !== null && (
            <Link to={live} className={linkClasses}>
              See the live {livePageName(kind)}
            </Link>
          )}
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

/**
 * After publishing: live now, with the way to the live page and to the history. A post's page
 * needs its address, from the draft that was published.
 */
export function PublishedNotice({
  answer,
  post,
}: {
  answer: PublishAnswer;
  post?: PostAddress | undefined;
}) {
  return (
    <Box role="status">
      <p className="font-semibold">
        Published. Travellers see this version of the {answer.kind} now.
      </p>
      <Links kind={answer.kind} entityId={answer.entityId} post={post} />
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
      <Links kind={draft.kind} entityId={draft.entityId} post={postAddressOf(draft)} />
    </Box>
  );
}

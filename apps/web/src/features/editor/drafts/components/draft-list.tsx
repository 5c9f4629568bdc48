import { paths, type DraftSummary } from '@sendero/contract';
import { Link } from 'react-router';
import { LoadFailure } from '../../../../components/load-failure.tsx';
import { useDrafts } from '../../../../entities/editor-drafts/api/get-drafts.ts';
import { errorMessage } from '../../../../lib/query-errors.ts';
import { useNow } from '../../../../lib/use-now.ts';
import { Pager } from '../../components/pager.tsx';
import { ageText, dateTimeText } from '../../utils/time-text.ts';
import { draftOriginText, draftTitle } from '../utils/draft-text.ts';

export const DRAFT_LIST_TEXT = {
  loading: 'Loading the drafts...',
  loadFailed: 'Could not load the drafts.',
  empty: 'No drafts in progress. Choose a spot below to start one.',
  emptyPage: 'No drafts on this page.',
} as const;

/** Spots' drafts in progress, the latest change first; `page` counts from 1. */
export function DraftList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const drafts = useDrafts(page - 1);
  if (drafts.isPending) {
    return (
      <p role="status" className="text-stone-600 dark:text-stone-300">
        {DRAFT_LIST_TEXT.loading}
      </p>
    );
  }
  if (drafts.isError) {
    return (
      <LoadFailure
        message={errorMessage(drafts.error, DRAFT_LIST_TEXT.loadFailed)}
        onRetry={() => drafts.refetch()}
      />
    );
  }
  const { content, totalPages, totalElements } = drafts.data;
  return (
    <div aria-busy={drafts.isFetching}>
      {content.length === 0 ? (
        <p role="status" className="text-stone-700 dark:text-stone-300">
          {page > 1 ? DRAFT_LIST_TEXT.emptyPage : DRAFT_LIST_TEXT.empty}
        </p>
      ) : (
        <>
          <p className="text-sm text-stone-600 dark:text-stone-300">
            {totalElements === 1 ? '1 draft' : `${totalElements} drafts`}
          </p>
          <ul className="mt-2 space-y-2">
            {content.map((draft) => (
              <DraftRow key={draft.id} draft={draft} />
            ))}
          </ul>
        </>
      )}
      <Pager page={page} totalPages={totalPages} onPage={onPage} label="Draft pages" />
    </div>
  );
}

function DraftRow({ draft }: { draft: DraftSummary }) {
  const now = useNow();
  return (
    <li>
      <Link
        to={paths.editorDraft(draft.id)}
        className="block rounded-xl border border-cream-200 bg-white p-3 hover:border-jade-600 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-jade-400"
      >
        <span className="block font-semibold text-stone-900 dark:text-stone-50">
          {draftTitle(draft)}
        </span>
        <span className="mt-1 block text-xs text-stone-600 dark:text-stone-400">
          {draft.cityName} · {draftOriginText(draft)}
          {draft.createdBy && ` · by ${draft.createdBy}`} · changed{' '}
          <time dateTime={draft.updatedAt} title={dateTimeText(draft.updatedAt)}>
            {now === null ? dateTimeText(draft.updatedAt) : ageText(draft.updatedAt, new Date(now))}
          </time>
        </span>
      </Link>
    </li>
  );
}

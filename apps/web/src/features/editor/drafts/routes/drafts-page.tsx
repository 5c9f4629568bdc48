import { pageQuery } from '@sendero/contract';
import { useLocation, useSearchParams } from 'react-router';
import { FormMessage } from '../../../../components/form-message.tsx';
import { EditorDesk } from '../../components/editor-desk.tsx';
import { DraftList } from '../components/draft-list.tsx';
import { ContentChooser } from '../components/content-chooser.tsx';

/** The list's page from the URL (`?page=`, from 1); anything else is page 1. */
function pageOf(params: URLSearchParams): number {
  const page = Number(pageQuery('editorDrafts', params).get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** What the page before says on arrival (a discarded draft). */
function noticeOf(state: unknown): string | null {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === 'string' ? notice : null;
}

/**
 * /editor/drafts: drafts in progress, and "Edit a spot" and "Edit a tour", which open a live
 * spot's or tour's draft (issue 32 item 4). Loads after hydration, like the rest of the desk.
 */
export function DraftsPage() {
  return <EditorDesk title="Drafts">{() => <Drafts />}</EditorDesk>;
}

function Drafts() {
  const [params, setParams] = useSearchParams();
  const notice = noticeOf(useLocation().state);
  const page = pageOf(params);
  return (
    <div className="space-y-10">
      {notice && <FormMessage kind="success">{notice}</FormMessage>}
      <section aria-labelledby="drafts-in-progress">
        <h2
          id="drafts-in-progress"
          className="mb-3 font-display text-2xl font-bold text-stone-900 dark:text-stone-50"
        >
          Drafts in progress
        </h2>
        <DraftList
          page={page}
          onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
        />
      </section>
      <ContentChooser kind="spot" />
      <ContentChooser kind="tour" />
      <ContentChooser kind="event" />
      <ContentChooser kind="post" />
      <ContentChooser kind="city" />
    </div>
  );
}

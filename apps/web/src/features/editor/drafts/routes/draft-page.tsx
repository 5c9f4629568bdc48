import { DRAFT_MESSAGES, parseEntityId, type PublishAnswer } from '@sendero/contract';
import { useState } from 'react';
import { useParams } from 'react-router';
import { FormMessage } from '../../../../components/form-message.tsx';
import { LoadFailure } from '../../../../components/load-failure.tsx';
import { useDraftDetail } from '../../../../entities/editor-drafts/api/get-draft.ts';
import { errorMessage, isNotFound } from '../../../../lib/query-errors.ts';
import { EditorDesk } from '../../components/editor-desk.tsx';
import { ClosedDraft, postAddressOf, PublishedNotice } from '../components/published-notice.tsx';
import { CityEditor } from '../components/city-editor.tsx';
import { EventEditor } from '../components/event-editor.tsx';
import { PostEditor } from '../components/post-editor.tsx';
import { SpotEditor } from '../components/spot-editor.tsx';
import { TourEditor } from '../components/tour-editor.tsx';

export const DRAFT_PAGE_TEXT = {
  title: 'Draft editor',
  loading: 'Opening the draft...',
  loadFailed: 'Could not open the draft.',
} as const;

/** The editor of each kind of draft. */
const EDITORS = {
  spot: SpotEditor,
  tour: TourEditor,
  event: EventEditor,
  post: PostEditor,
  city: CityEditor,
} as const;

/**
 * /editor/drafts/:id: one draft in the editor of its kind, with its preview (issue 32 item 4). Loads
 * after hydration, like the rest of the desk.
 */
export function DraftPage() {
  const id = parseEntityId(useParams().id);
  return (
    <EditorDesk title={DRAFT_PAGE_TEXT.title}>
      {() =>
        id === null ? (
          <FormMessage kind="error">{DRAFT_MESSAGES.notFound}</FormMessage>
        ) : (
          <DraftEditor key={id} id={id} />
        )
      }
    </EditorDesk>
  );
}

function DraftEditor({ id }: { id: number }) {
  const draft = useDraftDetail(id);
  const [published, setPublished] = useState<PublishAnswer | null>(null);
  if (published) {
    return (
      <PublishedNotice
        answer={published}
        post={draft.data ? postAddressOf(draft.data) : undefined}
      />
    );
  }
  if (draft.isPending) {
    return (
      <p role="status" className="text-stone-600 dark:text-stone-300">
        {DRAFT_PAGE_TEXT.loading}
      </p>
    );
  }
  if (draft.isError) {
    return isNotFound(draft.error) ? (
      <FormMessage kind="error">{errorMessage(draft.error, DRAFT_MESSAGES.notFound)}</FormMessage>
    ) : (
      <LoadFailure
        message={errorMessage(draft.error, DRAFT_PAGE_TEXT.loadFailed)}
        onRetry={() => draft.refetch()}
      />
    );
  }
  if (draft.data.state !== 'draft') return <ClosedDraft draft={draft.data} />;
  const Editor = EDITORS[draft.data.kind];
  return <Editor draft={draft.data} onPublished={setPublished} />;
}

/**
 * The drafts' query keys (issue 32 items 4–5). Personal, like the rest of the desk: under
 * 'account', which the session clears on sign-in and sign-out (USER_LIST_KEYS), and carrying the
 * viewer, so one editor's drafts never show for another account on a shared computer.
 */
import type { DraftDetail, DraftKind, PublishAnswer } from '@sendero/contract';
import type { QueryClient } from '@tanstack/react-query';
import { currentViewer } from '../../../lib/auth/viewer.ts';

const draftsRoot = (viewer: string) => ['account', 'editor-drafts', viewer] as const;

/** Every page of the drafts in progress; a page's own key adds its number. */
export const draftListKey = (viewer = currentViewer()) => [...draftsRoot(viewer), 'list'] as const;

export const draftKey = (id: number, viewer = currentViewer()) =>
  [...draftsRoot(viewer), 'draft', id] as const;

/** Every preview of a draft; one preview's key adds the version of the draft it shows. */
export const draftPreviewKey = (id: number, viewer = currentViewer()) =>
  [...draftsRoot(viewer), 'preview', id] as const;

/** A live entity's published versions. */
export const historyKey = (kind: DraftKind, entityId: number, viewer = currentViewer()) =>
  [...draftsRoot(viewer), 'history', kind, entityId] as const;

/** The pictures a draft of `kind` can use. */
export const mediaKey = (kind: DraftKind, viewer = currentViewer()) =>
  [...draftsRoot(viewer), 'media', kind] as const;

/** The public content (spots, lists, search) the editor's own pages may hold in their cache. */
const CONTENT_KEY = ['content'] as const;

/** A draft as the server answered it: its cached copy replaced, the list (titles, order) read again. */
export function recordDraft(queryClient: QueryClient, draft: DraftDetail): Promise<void> {
  queryClient.setQueryData(draftKey(draft.id), draft);
  return queryClient.invalidateQueries({ queryKey: draftListKey() });
}

/**
 * Something went live (a publication or a restore): its history, and the public content this
 * browser has kept, which no longer says what travellers are served.
 */
export async function refreshPublished(
  queryClient: QueryClient,
  { kind, entityId }: Pick<PublishAnswer, 'kind' | 'entityId'>,
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: historyKey(kind, entityId) }),
    queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
  ]);
}

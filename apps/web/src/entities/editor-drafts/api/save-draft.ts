import { draftDetail, type DraftDetail, type SaveDraftBody } from '@sendero/contract';
import { authFetch } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-config.ts';
import { draftPreviewKey, recordDraft } from './draft-keys.ts';
import { useDraftMutation } from './use-draft-mutation.ts';

export type DraftData = SaveDraftBody['data'];

/**
 * PUT /api/editor/drafts/{id} (bearer): keeps the editor's work, complete or not; the answer says
 * what still stops it from being published. 409 once it is no longer a draft.
 */
export async function saveDraft(id: number, data: DraftData): Promise<DraftDetail> {
  return draftDetail.parse(
    await authFetch(`/api/editor/drafts/${id}`, { method: 'PUT', body: { data } }),
  );
}

export function useSaveDraft(id: number, mutationConfig?: MutationConfig<DraftDetail, DraftData>) {
  return useDraftMutation(
    id,
    (data: DraftData) => saveDraft(id, data),
    (queryClient, draft) =>
      Promise.all([
        recordDraft(queryClient, draft),
        queryClient.invalidateQueries({ queryKey: draftPreviewKey(id) }),
      ]),
    mutationConfig,
  );
}

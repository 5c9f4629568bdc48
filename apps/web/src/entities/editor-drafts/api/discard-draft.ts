import { authFetch } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-config.ts';
import { draftKey, draftListKey } from './draft-keys.ts';
import { useDraftMutation } from './use-draft-mutation.ts';

/** DELETE /api/editor/drafts/{id} (bearer): the draft is dropped; what is live stays as it is. */
export async function discardDraft(id: number): Promise<void> {
  await authFetch(`/api/editor/drafts/${id}`, { method: 'DELETE', parseBody: false });
}

export function useDiscardDraft(id: number, mutationConfig?: MutationConfig<void, void>) {
  return useDraftMutation(
    id,
    () => discardDraft(id),
    (queryClient) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: draftKey(id) }),
        queryClient.invalidateQueries({ queryKey: draftListKey() }),
      ]),
    mutationConfig,
  );
}

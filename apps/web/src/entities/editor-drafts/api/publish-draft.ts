import { publishAnswer, type PublishAnswer } from '@sendero/contract';
import { authFetch } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-config.ts';
import { draftKey, draftListKey, refreshPublished } from './draft-keys.ts';
import { useDraftMutation } from './use-draft-mutation.ts';

/**
 * POST /api/editor/drafts/{id}/publish (bearer): checked by the content rules and live at once.
 * 400 with the field the rules refuse (a tour's walk included), 409 on `slug` when it is taken.
 */
export async function publishDraft(id: number): Promise<PublishAnswer> {
  return publishAnswer.parse(
    await authFetch(`/api/editor/drafts/${id}/publish`, { method: 'POST' }),
  );
}

export function usePublishDraft(id: number, mutationConfig?: MutationConfig<PublishAnswer, void>) {
  return useDraftMutation(
    id,
    () => publishDraft(id),
    (queryClient, answer) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: draftKey(id) }),
        queryClient.invalidateQueries({ queryKey: draftListKey() }),
        refreshPublished(queryClient, answer),
      ]),
    mutationConfig,
  );
}

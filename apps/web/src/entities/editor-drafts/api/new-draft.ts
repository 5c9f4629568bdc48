import { draftDetail, type DraftDetail, type NewDraftBody } from '@sendero/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-config.ts';
import { recordDraft } from './draft-keys.ts';

/** POST /api/editor/drafts (bearer): a draft of new content in a city, every field empty. */
export async function newDraft(body: NewDraftBody): Promise<DraftDetail> {
  return draftDetail.parse(await authFetch('/api/editor/drafts', { method: 'POST', body }));
}

export function useNewDraft(mutationConfig?: MutationConfig<DraftDetail, NewDraftBody>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: newDraft,
    onSuccess: async (...args) => {
      await recordDraft(queryClient, args[0]);
      await mutationConfig?.onSuccess?.(...args);
    },
  });
}

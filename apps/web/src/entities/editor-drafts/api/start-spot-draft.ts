import { draftDetail, type DraftDetail } from '@sendero/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-config.ts';
import { recordDraft } from './draft-keys.ts';

/**
 * POST /api/editor/content/spot/{id}/draft (bearer): a new draft copied from the live spot, or the
 * one already in progress.
 */
export async function startSpotDraft(spotId: number): Promise<DraftDetail> {
  return draftDetail.parse(
    await authFetch(`/api/editor/content/spot/${spotId}/draft`, { method: 'POST' }),
  );
}

export function useStartSpotDraft(mutationConfig?: MutationConfig<DraftDetail, number>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: startSpotDraft,
    onSuccess: async (...args) => {
      await recordDraft(queryClient, args[0]);
      await mutationConfig?.onSuccess?.(...args);
    },
  });
}

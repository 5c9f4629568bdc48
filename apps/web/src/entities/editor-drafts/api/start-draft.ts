import { draftDetail, type DraftDetail, type DraftKind } from '@sendero/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-config.ts';
import { recordDraft } from './draft-keys.ts';

/**
 * POST /api/editor/content/{kind}/{id}/draft (bearer): a new draft copied from the live spot or
 * tour, or the one already in progress.
 */
export async function startDraft(kind: DraftKind, entityId: number): Promise<DraftDetail> {
  return draftDetail.parse(
    await authFetch(`/api/editor/content/${kind}/${entityId}/draft`, { method: 'POST' }),
  );
}

export function useStartDraft(
  kind: DraftKind,
  mutationConfig?: MutationConfig<DraftDetail, number>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: (entityId: number) => startDraft(kind, entityId),
    onSuccess: async (...args) => {
      await recordDraft(queryClient, args[0]);
      await mutationConfig?.onSuccess?.(...args);
    },
  });
}

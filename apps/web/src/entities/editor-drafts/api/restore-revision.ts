import { publishAnswer, type PublishAnswer } from '@sendero/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-config.ts';
import { refreshPublished } from './draft-keys.ts';

/**
 * POST /api/editor/revisions/{id}/restore (bearer): publishes that version again, as a new
 * version; refused (400, with the field) when today's rules or tours no longer accept it.
 */
export async function restoreRevision(revisionId: number): Promise<PublishAnswer> {
  return publishAnswer.parse(
    await authFetch(`/api/editor/revisions/${revisionId}/restore`, { method: 'POST' }),
  );
}

export function useRestoreRevision(mutationConfig?: MutationConfig<PublishAnswer, number>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: restoreRevision,
    onSuccess: async (...args) => {
      await refreshPublished(queryClient, args[0]);
      await mutationConfig?.onSuccess?.(...args);
    },
  });
}

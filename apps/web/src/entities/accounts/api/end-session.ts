import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-config.ts';
import { SESSIONS_KEY } from './get-sessions.ts';

/** DELETE /api/me/sessions/{id} (bearer): signs one device out. */
export async function endSession(sessionId: string): Promise<void> {
  await authFetch(`/api/me/sessions/${encodeURIComponent(sessionId)}`, {
    method: 'DELETE',
    parseBody: false,
  });
}

export function useEndSession(mutationConfig?: MutationConfig<void, string>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

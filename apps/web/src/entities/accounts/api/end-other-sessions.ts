import { endedSessions } from '@sendero/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-config.ts';
import { SESSIONS_KEY } from './get-sessions.ts';

/** DELETE /api/me/sessions (bearer): signs out every device but this one; says how many. */
export async function endOtherSessions(): Promise<number> {
  return endedSessions.parse(await authFetch('/api/me/sessions', { method: 'DELETE' })).ended;
}

export function useEndOtherSessions(mutationConfig?: MutationConfig<number, void>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

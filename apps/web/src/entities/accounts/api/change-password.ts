import type { ChangePasswordBody } from '@sendero/contract';
import { useMutation } from '@tanstack/react-query';
import { authFetch } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-config.ts';

/** POST /api/me/change-password (bearer). */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await authFetch('/api/me/change-password', { method: 'POST', body, parseBody: false });
}

export function useChangePassword(mutationConfig?: MutationConfig<void, ChangePasswordBody>) {
  return useMutation({ ...mutationConfig, mutationFn: changePassword });
}

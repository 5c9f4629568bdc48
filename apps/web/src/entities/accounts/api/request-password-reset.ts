import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-config.ts';

/** POST /api/auth/request-password-reset: 204 whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiFetch('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email },
    parseBody: false,
  });
}

export function useRequestPasswordReset(mutationConfig?: MutationConfig<void, string>) {
  return useMutation({ ...mutationConfig, mutationFn: requestPasswordReset });
}

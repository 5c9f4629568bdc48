import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-config.ts';

export const RESET_DONE_FALLBACK = 'Your password has been reset. You can now sign in.';

export interface ResetPasswordBody {
  token: string;
  newPassword: string;
}

/** POST /api/auth/reset-password: answers with a plain-text message (or `{message}`). */
export async function resetPassword(body: ResetPasswordBody): Promise<string> {
  const answer = await apiFetch<unknown>('/api/auth/reset-password', {
    method: 'POST',
    body,
    headers: { Accept: 'text/plain, application/json' },
  });
  if (typeof answer === 'string' && answer.trim()) return answer.trim();
  const message = (answer as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : RESET_DONE_FALLBACK;
}

export function useResetPassword(mutationConfig?: MutationConfig<string, ResetPasswordBody>) {
  return useMutation({ ...mutationConfig, mutationFn: resetPassword });
}

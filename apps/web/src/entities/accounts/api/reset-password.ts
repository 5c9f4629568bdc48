import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export const RESET_DONE_FALLBACK = 'Your password has been reset. You can now sign in.';

/** POST /api/auth/reset-password: answers with a plain-text message (or `{message}`). */
export async function resetPassword(body: { token: string; newPassword: string }): Promise<string> {
  const answer = await apiFetch<unknown>('/api/auth/reset-password', {
    method: 'POST',
    body,
    headers: { Accept: 'text/plain, application/json' },
  });
  if (typeof answer === 'string' && answer.trim()) return answer.trim();
  const message = (answer as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : RESET_DONE_FALLBACK;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

import { useMutation } from '@tanstack/react-query';
import type { ContactMessageBody } from '@sendero/contract';
import { apiFetch } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-config.ts';

/** POST /api/emails/contact — success is judged by an ok status; the body is not read. */
export function sendContactMessage(body: ContactMessageBody): Promise<void> {
  return apiFetch<void>('/api/emails/contact', { method: 'POST', body, parseBody: false });
}

export function useSendContactMessage(mutationConfig?: MutationConfig<void, ContactMessageBody>) {
  return useMutation({ ...mutationConfig, mutationFn: sendContactMessage });
}

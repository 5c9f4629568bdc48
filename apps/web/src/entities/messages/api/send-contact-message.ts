import { useMutation } from '@tanstack/react-query';
import type { ContactMessageBody } from '@sendero/contract';
import { apiFetch, sendKeyHeaders } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-config.ts';

/**
 * POST /api/emails/contact — success is judged by an ok status; the body is not read. `sendKey`
 * names the send, so the server takes a repeat of it once (a page sent without the app has none).
 */
export function sendContactMessage(body: ContactMessageBody, sendKey?: string): Promise<void> {
  return apiFetch<void>('/api/emails/contact', {
    method: 'POST',
    body,
    parseBody: false,
    ...sendKeyHeaders(sendKey),
  });
}

export interface ContactSend {
  body: ContactMessageBody;
  sendKey: string;
}

export function useSendContactMessage(mutationConfig?: MutationConfig<void, ContactSend>) {
  return useMutation({
    ...mutationConfig,
    mutationFn: ({ body, sendKey }: ContactSend) => sendContactMessage(body, sendKey),
  });
}

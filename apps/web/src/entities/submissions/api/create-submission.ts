import { useMutation } from '@tanstack/react-query';
import type { SubmissionBody } from '@sendero/contract';
import { apiFetch, sendKeyHeaders } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-config.ts';

/**
 * POST /api/submissions — a non-ok answer is an error; the success body is only logged. `sendKey`
 * names the send, so the server takes a repeat of it once (a page sent without the app has none).
 */
export async function createSubmission(body: SubmissionBody, sendKey?: string): Promise<unknown> {
  const result = await apiFetch<unknown>('/api/submissions', {
    method: 'POST',
    body,
    ...sendKeyHeaders(sendKey),
  });
  console.info('Submission received', result);
  return result;
}

export interface SubmissionSend {
  body: SubmissionBody;
  sendKey: string;
}

export function useCreateSubmission(mutationConfig?: MutationConfig<unknown, SubmissionSend>) {
  return useMutation({
    ...mutationConfig,
    mutationFn: ({ body, sendKey }: SubmissionSend) => createSubmission(body, sendKey),
  });
}

import { useMutation } from '@tanstack/react-query';
import type { SubmissionBody } from '@sendero/contract';
import { apiFetch } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-config.ts';

/** POST /api/submissions — a non-ok answer is an error; the success body is only logged. */
export async function createSubmission(body: SubmissionBody): Promise<unknown> {
  const result = await apiFetch<unknown>('/api/submissions', { method: 'POST', body });
  console.info('Submission received', result);
  return result;
}

export function useCreateSubmission(mutationConfig?: MutationConfig<unknown, SubmissionBody>) {
  return useMutation({ ...mutationConfig, mutationFn: createSubmission });
}

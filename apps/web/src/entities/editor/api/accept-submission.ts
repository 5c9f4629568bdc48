import { inboxAcceptAnswer, type InboxAcceptAnswer, type InboxAcceptBody } from '@sendero/contract';
import { authFetch } from '../../../lib/api-client.ts';
import { useInboxMutation } from './use-inbox-mutation.ts';

/** POST /api/editor/inbox/submission/{id}/accept (bearer): a draft spot made from a suggestion. */
export async function acceptSubmission(
  id: number,
  body: InboxAcceptBody,
): Promise<InboxAcceptAnswer> {
  return inboxAcceptAnswer.parse(
    await authFetch(`/api/editor/inbox/submission/${id}/accept`, { method: 'POST', body }),
  );
}

export function useAcceptSubmission(id: number) {
  return useInboxMutation(
    'submission',
    id,
    (body: InboxAcceptBody) => acceptSubmission(id, body),
    (answer) => answer.item,
  );
}

import { inboxItem, type InboxAnswerBody, type InboxItem, type InboxKind } from '@sendero/contract';
import { authFetch } from '../../../lib/api-client.ts';
import { useInboxMutation } from './use-inbox-mutation.ts';

/** POST /api/editor/inbox/{kind}/{id}/answer (bearer): e-mails the answer and closes the item. */
export async function answerInboxItem(
  kind: InboxKind,
  id: number,
  body: InboxAnswerBody,
): Promise<InboxItem> {
  return inboxItem.parse(
    await authFetch(`/api/editor/inbox/${kind}/${id}/answer`, { method: 'POST', body }),
  );
}

export function useAnswerInboxItem(kind: InboxKind, id: number) {
  return useInboxMutation(
    kind,
    id,
    (body: InboxAnswerBody) => answerInboxItem(kind, id, body),
    (item) => item,
  );
}

import { inboxItem, type InboxItem, type InboxKind, type InboxRejectBody } from '@sendero/contract';
import { authFetch } from '../../../lib/api-client.ts';
import { useInboxMutation } from './use-inbox-mutation.ts';

/** POST /api/editor/inbox/{kind}/{id}/reject (bearer): closes the item with its reason. */
export async function rejectInboxItem(
  kind: InboxKind,
  id: number,
  body: InboxRejectBody,
): Promise<InboxItem> {
  return inboxItem.parse(
    await authFetch(`/api/editor/inbox/${kind}/${id}/reject`, { method: 'POST', body }),
  );
}

export function useRejectInboxItem(kind: InboxKind, id: number) {
  return useInboxMutation(
    kind,
    id,
    (body: InboxRejectBody) => rejectInboxItem(kind, id, body),
    (item) => item,
  );
}

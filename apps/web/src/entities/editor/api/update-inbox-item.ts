import { inboxItem, type InboxItem, type InboxKind, type InboxUpdateBody } from '@sendero/contract';
import { authFetch } from '../../../lib/api-client.ts';
import { useInboxMutation } from './use-inbox-mutation.ts';

/** PATCH /api/editor/inbox/{kind}/{id} (bearer): into review or back to new, and its city. */
export async function updateInboxItem(
  kind: InboxKind,
  id: number,
  body: InboxUpdateBody,
): Promise<InboxItem> {
  return inboxItem.parse(
    await authFetch(`/api/editor/inbox/${kind}/${id}`, { method: 'PATCH', body }),
  );
}

export function useUpdateInboxItem(kind: InboxKind, id: number) {
  return useInboxMutation(
    kind,
    id,
    (body: InboxUpdateBody) => updateInboxItem(kind, id, body),
    (item) => item,
  );
}

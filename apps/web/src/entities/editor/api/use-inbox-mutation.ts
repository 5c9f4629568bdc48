import type { InboxItem, InboxKind } from '@sendero/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { inboxItemKey, recordInboxItem, refreshDesk } from './editor-keys.ts';

/**
 * A change to one inbox item whose answer carries the item: recorded in the cache, the lists and
 * the log read again. Refused because another editor closed the item first (409), or because it
 * is gone (404): the item and the lists are read again too, so the desk shows what happened.
 */
export function useInboxMutation<V, R>(
  kind: InboxKind,
  id: number,
  call: (variables: V) => Promise<R>,
  itemOf: (answer: R) => InboxItem,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => recordInboxItem(queryClient, itemOf(answer)),
    onError: async (error) => {
      if (!(error instanceof ApiRequestError) || (error.status !== 409 && error.status !== 404)) {
        return;
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: inboxItemKey(kind, id) }),
        refreshDesk(queryClient),
      ]);
    },
  });
}

/**
 * The desk's query keys (issue 32). Personal: under 'account', which the session clears on sign-in
 * and sign-out (USER_LIST_KEYS), and carrying the viewer, so one editor's desk never shows for
 * another account on a shared computer.
 */
import type { InboxItem, InboxKind } from '@sendero/contract';
import type { QueryClient } from '@tanstack/react-query';
import { currentViewer } from '../../../lib/auth/viewer.ts';

/** Every key of the desk, for one viewer. */
const deskKey = (viewer: string) => ['account', 'editor', viewer] as const;

export const editorMeKey = (viewer = currentViewer()) => [...deskKey(viewer), 'me'] as const;

/** Every inbox page; a page's own key adds its filters. */
export const inboxKey = (viewer = currentViewer()) => [...deskKey(viewer), 'inbox'] as const;

export const inboxItemKey = (kind: InboxKind, id: number, viewer = currentViewer()) =>
  [...deskKey(viewer), 'item', kind, id] as const;

/** Every audit page; a page's own key adds its page and target. */
export const auditKey = (viewer = currentViewer()) => [...deskKey(viewer), 'audit'] as const;

/**
 * An item as a change answered it: its cached copy is replaced, and the lists and the log, which
 * the change moved (a state filter, a new log line), are read again.
 */
export function recordInboxItem(queryClient: QueryClient, item: InboxItem): Promise<void> {
  queryClient.setQueryData(inboxItemKey(item.kind, item.id), item);
  return refreshDesk(queryClient);
}

/** The lists and the log, read again after any change (or a change refused as already closed). */
export async function refreshDesk(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: inboxKey() }),
    queryClient.invalidateQueries({ queryKey: auditKey() }),
  ]);
}

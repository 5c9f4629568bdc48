import type { InboxKind } from '@sendero/contract';

/** How the desk names each kind of message. */
export const KIND_LABELS: Record<InboxKind, string> = {
  submission: 'Place suggestion',
  contact: 'Contact message',
};

/** The filter's options: several of a kind. */
export const KIND_PLURALS: Record<InboxKind, string> = {
  submission: 'Place suggestions',
  contact: 'Contact messages',
};

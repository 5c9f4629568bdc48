import { CONTACT_TEXT } from '@sendero/contract';
import { ApiRequestError } from '../../../lib/api-client.ts';

export interface ContactFailure {
  message: string;
  field?: string | undefined;
}

/**
 * The message for a failed contact call: the server's own message for a 400 (validation, with the
 * field) or 429 (rate limit); the generic failure text for other non-ok answers; the network text
 * when the request never got an answer.
 */
export function contactFailure(error: unknown): ContactFailure {
  if (error instanceof ApiRequestError) {
    if ((error.status === 400 || error.status === 429) && error.fromServer) {
      return { message: error.message, field: error.field };
    }
    return { message: CONTACT_TEXT.failure };
  }
  return { message: CONTACT_TEXT.network };
}

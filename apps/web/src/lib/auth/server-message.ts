import { ApiRequestError } from '../api-client.ts';

/** The server's own message when it sent one, else the screen's fallback text. */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.fromServer ? error.message : fallback;
}

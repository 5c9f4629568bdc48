import { ApiRequestError } from './api-client.ts';

/** A 4xx will not change on a second try (a missing tour stays missing): retry only the rest once. */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/**
 * The server's own sentence when it sent one (content spec §8 "own message"), else `fallback`.
 * A validation message names its field for API clients (`newPassword: Use at least 8
 * characters.`); the page shows it without the field's key, next to the field's own label.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiRequestError) || !error.fromServer) return fallback;
  const prefix = error.field ? `${error.field}: ` : null;
  return prefix && error.message.startsWith(prefix)
    ? error.message.slice(prefix.length)
    : error.message;
}

/**
 * A read of one item where "there is no such item" is an answer, not a failure: null on 404. A
 * server-rendered page hands that answer to the browser with the rest of its data, so the browser
 * shows the same "not found" text without asking again.
 */
export async function nullWhenMissing<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

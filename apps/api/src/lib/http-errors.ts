/**
 * Errors a service can throw; the error handler turns them into the API's error shape. They live
 * here, not in the plugins that also throw them, so services depend on no plugin.
 */
import { ERROR_CODES } from '@sendero/contract';

/** How long a caller should wait before retrying while the database is unreachable. */
export const RETRY_AFTER_SECONDS = 10;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message = 'Not found.') =>
  new HttpError(404, ERROR_CODES.notFound, message);
export const badRequest = (message: string, field?: string) =>
  new HttpError(400, ERROR_CODES.validation, message, field);
export const forbidden = (message: string) => new HttpError(403, ERROR_CODES.forbidden, message);
export const conflict = (message: string, field: string) =>
  new HttpError(409, ERROR_CODES.conflict, message, field);
export const authRequired = (message = 'Authentication required.') =>
  new HttpError(401, 'AUTH_REQUIRED', message);

/** 429 with Retry-After in whole seconds (at least one). */
export function tooManyRequests(retryAfterMs: number, message?: string) {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new HttpError(
    429,
    ERROR_CODES.rateLimited,
    message ??
      `Too many requests. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    undefined,
    { 'retry-after': String(seconds) },
  );
}

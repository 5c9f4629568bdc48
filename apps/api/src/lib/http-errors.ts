/** Errors a service can throw; the error handler turns them into the API's error shape. */
import { ERROR_CODES } from '@sendero/contract';

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

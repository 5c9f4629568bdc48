import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client.ts';
import { errorMessage, isNotFound, retryUnlessClientError } from './query-errors.ts';

const apiError = (status: number, fromServer: boolean) =>
  new ApiRequestError({ status, code: 'X', message: 'Server says no.', fromServer });

describe('query errors', () => {
  it('does not retry a 404 but retries a 503 once', () => {
    expect(retryUnlessClientError(0, apiError(404, true))).toBe(false);
    expect(retryUnlessClientError(0, apiError(503, true))).toBe(true);
    expect(retryUnlessClientError(1, apiError(503, true))).toBe(false);
    expect(retryUnlessClientError(0, new TypeError('network'))).toBe(true);
  });

  it('recognises not found', () => {
    expect(isNotFound(apiError(404, true))).toBe(true);
    expect(isNotFound(apiError(500, true))).toBe(false);
  });

  it("prefers the server's message and falls back otherwise", () => {
    expect(errorMessage(apiError(500, true), 'Fallback.')).toBe('Server says no.');
    expect(errorMessage(apiError(500, false), 'Fallback.')).toBe('Fallback.');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Fallback.')).toBe('Fallback.');
  });

  it('shows a field message without the field key', () => {
    const error = new ApiRequestError({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'newPassword: Use at least 8 characters.',
      field: 'newPassword',
      fromServer: true,
    });
    expect(errorMessage(error, 'Failed.')).toBe('Use at least 8 characters.');
    expect(errorMessage(apiError(400, true), 'Failed.')).toBe('Server says no.');
    expect(errorMessage(apiError(400, false), 'Failed.')).toBe('Failed.');
  });
});

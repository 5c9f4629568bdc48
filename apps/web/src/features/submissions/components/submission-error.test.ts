import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { SUBMISSION_GENERIC_ERROR, submissionFailure } from './submission-error.ts';

describe('submissionFailure', () => {
  it("shows the server's message for 400 and 429", () => {
    const error = new ApiRequestError({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Message is required.',
      field: 'message',
      fromServer: true,
    });
    expect(submissionFailure(error)).toEqual({ message: 'Message is required.', field: 'message' });
  });

  it('falls back to the generic text, and reports nothing for a network failure', () => {
    const error = new ApiRequestError({ status: 503, code: 'X', message: 'x', fromServer: true });
    expect(submissionFailure(error)?.message).toBe(SUBMISSION_GENERIC_ERROR);
    expect(submissionFailure(new TypeError('Failed to fetch'))).toBeNull();
  });
});

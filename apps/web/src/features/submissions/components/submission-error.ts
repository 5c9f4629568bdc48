import { ApiRequestError } from '../../../lib/api-client.ts';

export const SUBMISSION_GENERIC_ERROR = 'Something went wrong. Please try again.';

export interface SubmissionFailure {
  message: string;
  field?: string | undefined;
}

/**
 * The message for a failed submission: the server's own message when it sent one (400 with the
 * field, 429), else the generic text. A network failure is only logged (content spec §8): null.
 */
export function submissionFailure(error: unknown): SubmissionFailure | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.fromServer && (error.status === 400 || error.status === 429)) {
    return { message: error.message, field: error.field };
  }
  return { message: SUBMISSION_GENERIC_ERROR };
}

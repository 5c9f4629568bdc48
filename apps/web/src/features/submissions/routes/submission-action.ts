import { submissionBody } from '@sendero/contract';
import type { ActionFunctionArgs } from 'react-router';
import { createSubmission } from '../../../entities/submissions/api/create-submission.ts';
import { answer, failureStatus, firstIssue, textField } from '../../../lib/form-action.ts';
import {
  SUBMISSION_GENERIC_ERROR,
  submissionFailure,
  type SubmissionFailure,
} from '../components/submission-error.ts';

export interface SubmissionValues {
  name: string;
  email: string;
  message: string;
  accepted: boolean;
}

/** The submission form's answer when it was sent without the app's code: received, or why not. */
export type SubmissionActionData =
  { outcome: 'received' } | ({ outcome: 'failed'; values: SubmissionValues } & SubmissionFailure);

/**
 * The community submission sent as a page POST: checked with the contract's schema (which the API
 * applies too; consent included, since a browser without the app sends an unticked box), then the
 * same API call and messages as the form's own handler, the typed values kept when it fails. The form shows nothing for a network failure (content spec §8); a page must say something,
 * so here it is the generic text.
 */
export async function submissionAction({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const values: SubmissionValues = {
    name: textField(form, 'name'),
    email: textField(form, 'email'),
    message: textField(form, 'message'),
    accepted: form.has('accepted'),
  };
  const parsed = submissionBody.safeParse(values);
  if (!parsed.success) {
    return answer<SubmissionActionData>(
      { outcome: 'failed', values, ...firstIssue(parsed.error) },
      400,
    );
  }
  try {
    await createSubmission(parsed.data);
    return answer<SubmissionActionData>({ outcome: 'received' });
  } catch (error) {
    const failure = submissionFailure(error) ?? { message: SUBMISSION_GENERIC_ERROR };
    return answer<SubmissionActionData>(
      { outcome: 'failed', values, ...failure },
      failureStatus(error),
    );
  }
}

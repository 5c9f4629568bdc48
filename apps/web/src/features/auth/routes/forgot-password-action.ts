import { requestResetBody } from '@sendero/contract';
import type { ActionFunctionArgs } from 'react-router';
import { requestPasswordReset } from '../../../entities/accounts/api/request-password-reset.ts';
import { answer, failureStatus, firstIssue, textField } from '../../../lib/form-action.ts';
import { serverMessage } from '../../../lib/auth/server-message.ts';
import { FORGOT_FAILED } from '../components/forgot-password-form.tsx';

/** The reset request's answer when it was sent without the app's code: sent, or why not. */
export type ForgotPasswordActionData =
  { outcome: 'sent' } | { outcome: 'failed'; email: string; message: string };

/**
 * The reset request sent as a page POST: checked with the contract's schema, then the same API call
 * and messages as the form's own handler. The five-minute wait this browser keeps lives in its
 * storage, out of the server's sight; the API's own limit (429) answers for it here.
 */
export async function forgotPasswordAction({ request }: ActionFunctionArgs) {
  const email = textField(await request.formData(), 'email');
  const parsed = requestResetBody.safeParse({ email });
  if (!parsed.success) {
    return answer<ForgotPasswordActionData>(
      { outcome: 'failed', email, message: firstIssue(parsed.error).message },
      400,
    );
  }
  try {
    await requestPasswordReset(parsed.data.email);
    return answer<ForgotPasswordActionData>({ outcome: 'sent' });
  } catch (error) {
    return answer<ForgotPasswordActionData>(
      { outcome: 'failed', email, message: serverMessage(error, FORGOT_FAILED) },
      failureStatus(error),
    );
  }
}

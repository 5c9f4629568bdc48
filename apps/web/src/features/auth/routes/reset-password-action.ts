import type { ActionFunctionArgs } from 'react-router';
import { resetPassword } from '../../../entities/accounts/api/reset-password.ts';
import { answer, failureStatus, textField } from '../../../lib/form-action.ts';
import { serverMessage } from '../../../lib/auth/server-message.ts';
import { RESET_FAILED, resetProblem } from '../components/reset-password-form.tsx';
import { pageQuery } from '@sendero/contract';

/** The new password's answer when it was sent without the app's code: done, or why not. */
export type ResetPasswordActionData =
  { outcome: 'done'; message: string } | { outcome: 'failed'; message: string };

/**
 * A new password sent as a page POST (to the page's own address, token and all): the form's own
 * checks, then the same API call and messages as its handler. No password is sent back.
 */
export async function resetPasswordAction({ request }: ActionFunctionArgs) {
  const token =
    pageQuery('resetPassword', new URL(request.url).searchParams).get('token')?.trim() ?? '';
  const form = await request.formData();
  const newPassword = textField(form, 'newPassword');
  const problem = resetProblem(newPassword, textField(form, 'confirmPassword'));
  if (problem) {
    return answer<ResetPasswordActionData>({ outcome: 'failed', message: problem }, 400);
  }
  try {
    const message = await resetPassword({ token, newPassword });
    return answer<ResetPasswordActionData>({ outcome: 'done', message });
  } catch (error) {
    return answer<ResetPasswordActionData>(
      { outcome: 'failed', message: serverMessage(error, RESET_FAILED) },
      failureStatus(error),
    );
  }
}

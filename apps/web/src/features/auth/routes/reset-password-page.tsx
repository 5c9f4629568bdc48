import { paths, pageQuery } from '@sendero/contract';
import { Link, useSearchParams } from 'react-router';
import { FormMessage } from '../../../components/form-message.tsx';
import { AuthCard } from '../../../lib/auth/ui/auth-card.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';

export { resetPasswordAction } from './reset-password-action.ts';

export const RESET_TOKEN_MISSING =
  'This reset link is incomplete: it has no token. Request a new link to reset your password.';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = pageQuery('resetPassword', params).get('token')?.trim() ?? '';
  return (
    <AuthCard
      title="Reset password"
      intro={token ? 'Choose a new password for your account.' : undefined}
    >
      <DocumentTitle title="Reset password" />
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div className="flex flex-col gap-4">
          <FormMessage kind="error">{RESET_TOKEN_MISSING}</FormMessage>
          <div className="flex flex-wrap gap-4 text-sm font-medium">
            <Link
              to={paths.forgotPassword()}
              className="text-jade-700 hover:underline dark:text-jade-300"
            >
              Request a new reset link
            </Link>
            <Link to={paths.login()} className="text-jade-700 hover:underline dark:text-jade-300">
              Go back to Login
            </Link>
          </div>
        </div>
      )}
    </AuthCard>
  );
}

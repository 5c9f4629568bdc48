import { AuthCard } from '../../../lib/auth/ui/auth-card.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';

export { forgotPasswordAction } from './forgot-password-action.ts';

export function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot password"
      intro="Enter the email you signed up with and we will send you a link to choose a new password."
    >
      <DocumentTitle title="Forgot password" />
      <ForgotPasswordForm />
    </AuthCard>
  );
}

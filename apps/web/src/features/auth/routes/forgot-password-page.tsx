import { AuthCard } from '../../../lib/auth/ui/auth-card.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';

export { forgotPasswordAction } from './forgot-password-action.ts';

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  return (
    <AuthCard
      title="Forgot password"
      intro="Enter the email you signed up with and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}

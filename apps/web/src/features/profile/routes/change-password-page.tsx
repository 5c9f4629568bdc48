import { RequireAuth } from '../../../lib/auth/require-auth.tsx';
import { AuthCard } from '../../../lib/auth/ui/auth-card.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ChangePasswordForm } from '../components/change-password-form.tsx';

export function ChangePasswordPage() {
  useDocumentTitle('Change password');
  return (
    <RequireAuth>
      <AuthCard title="Change password">
        <ChangePasswordForm />
      </AuthCard>
    </RequireAuth>
  );
}

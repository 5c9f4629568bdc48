import { RequireAuth } from '../../../lib/auth/require-auth.tsx';
import { AuthCard } from '../../../lib/auth/ui/auth-card.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';

export function ChangePasswordPage() {
  return (
    <>
      {/* Outside RequireAuth: the title is the page's while the session is checked too. */}
      <DocumentTitle title="Change password" />
      <RequireAuth>
        <AuthCard title="Change password">
          <ChangePasswordForm />
        </AuthCard>
      </RequireAuth>
    </>
  );
}

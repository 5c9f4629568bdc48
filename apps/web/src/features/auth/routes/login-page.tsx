import { paths, pageQuery } from '@sendero/contract';
import { ArrowLeft } from 'lucide-react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { redirectTarget } from '../../../lib/auth/require-auth.tsx';
import { AuthCard } from '../../../lib/auth/ui/auth-card.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { LoginForm } from '../components/login-form.tsx';

export { loginAction } from './login-action.ts';

/** /login: once a user is known (already signed in, or just now) go back where they came from. */
export function LoginPage() {
  const documentTitle = <DocumentTitle title="Sign in" />;
  const { user } = useAuth();
  const location = useLocation();
  const [params] = useSearchParams();
  if (user) {
    return (
      <>
        {documentTitle}
        <Navigate to={redirectTarget(location.state) ?? paths.profile()} replace />
      </>
    );
  }
  return (
    <div>
      {documentTitle}
      <div className="mx-auto max-w-md px-4 pt-6">
        <Link
          to="/"
          className="inline-flex items-center gap-1 text-sm font-medium text-jade-700 hover:underline dark:text-jade-300"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Home
        </Link>
      </div>
      <AuthCard
        title="Welcome to Sendero"
        intro="Sign in or create an account to save tours and spots."
      >
        <LoginForm
          initialMode={pageQuery('login', params).get('tab') === 'create' ? 'register' : 'signin'}
        />
      </AuthCard>
    </div>
  );
}

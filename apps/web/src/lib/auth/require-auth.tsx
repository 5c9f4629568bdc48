import { paths } from '@sendero/contract';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from './auth-context.ts';

/** Where /login sends the user back to after sign-in. */
export interface LoginRedirectState {
  from?: { pathname: string; search?: string; hash?: string };
}

/** Signed-in users only: "Loading..." while the session starts, else off to /login, remembering here. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) {
    return (
      <p
        role="status"
        className="mx-auto max-w-5xl px-4 py-16 text-center text-stone-600 dark:text-stone-300"
      >
        Loading...
      </p>
    );
  }
  if (!user) {
    const state: LoginRedirectState = { from: location };
    return <Navigate to={paths.login()} replace state={state} />;
  }
  return <>{children}</>;
}

/** The remembered origin as a path, or null when there is none (or it points at /login itself). */
export function redirectTarget(state: unknown): string | null {
  const from = (state as LoginRedirectState | null)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/')) return null;
  if (from.pathname.startsWith('//')) return null;
  if (from.pathname === paths.login()) return null;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

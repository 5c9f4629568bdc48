import { paths } from '@sendero/contract';
import { User } from 'lucide-react';
import { Link } from 'react-router';
import { getInitials } from '../../lib/initials.ts';
import type { InitialsSource } from '../../lib/initials.ts';

interface AccountButtonProps {
  /** The signed-in user; null or undefined when signed out. */
  user?: InitialsSource | null;
  /** While authentication loads the button does nothing. */
  loading?: boolean;
}

const circle =
  'inline-flex size-10 items-center justify-center rounded-full border border-jade-600/30 bg-jade-50 text-jade-700 hover:bg-jade-100 dark:border-jade-400/40 dark:bg-slate-800 dark:text-jade-300 dark:hover:bg-slate-700';

/** Goes to /profile when signed in (showing initials) and to /login when not. */
export function AccountButton({ user, loading = false }: AccountButtonProps) {
  if (loading) {
    return (
      <button
        type="button"
        disabled
        aria-label="Account (loading)"
        className={`${circle} opacity-60`}
      >
        <User aria-hidden="true" className="size-5" />
      </button>
    );
  }
  if (user) {
    return (
      <Link
        to={paths.profile()}
        aria-label="Your profile"
        className={`${circle} text-sm font-bold`}
      >
        {getInitials(user)}
      </Link>
    );
  }
  return (
    <Link to={paths.login()} aria-label="Sign in" className={circle}>
      <User aria-hidden="true" className="size-5" />
    </Link>
  );
}

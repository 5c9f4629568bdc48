import { paths } from '@sendero/contract';
import { Link } from 'react-router';
import type { Location } from 'react-router';

/** The specification's sentence (content spec §4), word for word. */
export const SIGN_IN_TO_SAVE = 'Sign in to save bookmarks. Visit /login to continue.';

/**
 * The sign-in toast's content: the specification's sentence, with "/login" a link that brings the
 * visitor back to `from` once signed in (the login page returns to `state.from`).
 */
export function SignInToSave({ from }: { from: Location }) {
  return (
    <p>
      Sign in to save bookmarks. Visit{' '}
      <Link to={paths.login()} state={{ from }} className="font-semibold underline">
        /login
      </Link>{' '}
      to continue.
    </p>
  );
}

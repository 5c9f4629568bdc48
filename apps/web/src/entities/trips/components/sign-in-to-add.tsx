import { paths } from '@sendero/contract';
import { Link, type Location } from 'react-router';

/**
 * What "Add to trip" answers a signed-out visitor, on a page (under its button) and on a card (in
 * a toast): a sign-in link that brings them back to `from`.
 */
export function SignInToAddToTrip({ from }: { from: Location }) {
  return (
    <>
      <Link to={paths.login()} state={{ from }} className="font-semibold underline">
        Sign in
      </Link>{' '}
      to add this to a trip.
    </>
  );
}

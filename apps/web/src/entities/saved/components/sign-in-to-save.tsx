import { paths } from '@sendero/contract';
import { Link, useLocation } from 'react-router';
import type { Location } from 'react-router';
import { SIGN_IN_TO_SAVE_POPOVER_IDS, type SavedList } from '../../../components/save-toggles.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';

/** The specification's sentence for a bookmark signed out (content spec §8), word for word. */
export const SIGN_IN_TO_SAVE = 'Sign in to save bookmarks. Visit /login to continue.';

/**
 * The same for a favourite (issue 34). The specification has no sentence of its own for it, so
 * this is its bookmark sentence with the list's name as its screens write it ("Favorites").
 */
export const SIGN_IN_TO_FAVORITE = 'Sign in to save favorites. Visit /login to continue.';

/**
 * The sign-in toast's content: the sentence for the list the visitor tried to save to, with
 * "/login" a link that brings the visitor back to `from` once signed in (the login page returns to
 * `state.from`).
 */
export function SignInToSave({ from, list }: { from: Location; list: SavedList }) {
  return (
    <p>
      Sign in to save {list}. Visit{' '}
      <Link to={paths.login()} state={{ from }} className="font-semibold underline">
        /login
      </Link>{' '}
      to continue.
    </p>
  );
}

/**
 * What the save buttons answer before the app's code runs, or without it (issue 28): the toast's
 * sentence in a popover where the toast shows (top right), one per list, opened by the button
 * itself. The server renders every page signed out, so this is the answer its markup can give;
 * once the app runs, a save button's click is its own (the toast, or the save for a signed-in
 * visitor), and the prompts leave the page, so the toast's sentence is the only one.
 */
export function SignInToSavePopover() {
  const location = useLocation();
  const hydrated = useHydrated();
  if (hydrated) return null;
  return (
    <>
      {(['bookmarks', 'favorites'] as const).map((list) => (
        <div
          key={list}
          id={SIGN_IN_TO_SAVE_POPOVER_IDS[list]}
          popover="auto"
          className="inset-auto top-4 right-4 m-0 max-w-sm rounded-xl border border-cream-200 bg-white p-4 text-sm text-stone-800 shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-stone-100"
        >
          <SignInToSave from={location} list={list} />
        </div>
      ))}
    </>
  );
}

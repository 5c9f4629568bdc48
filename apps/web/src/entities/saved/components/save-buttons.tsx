import { type SavedType } from '@sendero/contract';
import { useEffect, useRef, useState } from 'react';
import { useLocation, type Location } from 'react-router';
import { BookmarkToggle, FavoriteToggle } from '../../../components/save-toggles.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { getAccessToken } from '../../../lib/auth-token.ts';
import { usePendingSave } from '../../../lib/offline/pending-saves.ts';
import { toast } from '../../../lib/toast.ts';
import { useBookmarkIds } from '../api/get-bookmark-ids.ts';
import { useSavedExists } from '../api/get-saved-exists.ts';
import { useSetBookmark } from '../api/toggle-bookmark.ts';
import { useToggleFavorite } from '../api/toggle-favorite.ts';
import { SIGN_IN_TO_FAVORITE, SIGN_IN_TO_SAVE, SignInToSave } from './sign-in-to-save.tsx';
import type { SavedList } from '../../../components/save-toggles.tsx';

export { SIGN_IN_TO_FAVORITE, SIGN_IN_TO_SAVE };
const TOAST_MS = 3000;

function showSignInToast(from: Location, list: SavedList) {
  toast.info(<SignInToSave from={from} list={list} />, {
    autoClose: TOAST_MS,
    toastId: 'sign-in-to-save',
  });
}

function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}

/** Follows `known` whenever the item data or a server check changes it. */
function useSavedFlag(known: boolean) {
  const [on, setOn] = useState(known);
  useEffect(() => setOn(known), [known]);
  return [on, setOn] as const;
}

interface SaveButtonProps {
  targetType: SavedType;
  targetId: number;
  /** The item's own `bookmarked` / `favorited` flag; undefined when its data did not say. */
  initial?: boolean | undefined;
  /**
   * Ask the server for the current state when signed in (content spec §4: detail pages). Without
   * it a check is made only when the item came without a flag.
   */
  verify?: boolean;
  className?: string;
  /** Shows the action as text beside the icon. */
  withLabel?: boolean;
}

/**
 * The state to show: a server answer (fresh from a check, or recorded by a toggle anywhere in the
 * app) wins over the item's flag, which may come from a cached list older than the last toggle.
 */
function useKnownBookmark(
  type: SavedType,
  id: number,
  initial: boolean | undefined,
  verify: boolean,
) {
  const exists = useSavedExists('bookmarks', type, id, verify);
  // Cards without a flag share one ids call rather than one check each.
  const ids = useBookmarkIds(type, !verify && initial === undefined);
  return exists.data ?? initial ?? ids.data?.includes(id) ?? false;
}

export function BookmarkButton({
  targetType,
  targetId,
  initial,
  verify = false,
  className = '',
  withLabel = false,
}: SaveButtonProps) {
  const waiting = usePendingSave('bookmarks', targetType, targetId);
  const known = useKnownBookmark(targetType, targetId, initial, verify);
  const [on, setOn] = useSavedFlag(waiting?.saved ?? known);
  const { mutateAsync } = useSetBookmark();
  const busy = useRef(false);
  const location = useLocation();

  const onClick = async () => {
    if (busy.current) return;
    // Bookmarking needs a stored token (content spec §5): nothing is sent without one.
    if (!getAccessToken()) {
      showSignInToast(location, 'bookmarks');
      return;
    }
    busy.current = true;
    const next = !on;
    setOn(next);
    try {
      await mutateAsync({ targetType, targetId, bookmarked: next });
    } catch (error) {
      setOn(!next);
      if (isUnauthorized(error)) showSignInToast(location, 'bookmarks');
    } finally {
      busy.current = false;
    }
  };

  return (
    <BookmarkToggle
      on={on}
      pending={waiting !== undefined}
      withLabel={withLabel}
      className={className}
      onClick={() => void onClick()}
    />
  );
}

export function FavoriteButton({
  targetType,
  targetId,
  initial,
  verify = false,
  className = '',
  withLabel = false,
  optimistic = true,
}: SaveButtonProps & {
  /** False on the in-tour spot page: the heart changes only once the server agreed (§4). */
  optimistic?: boolean;
}) {
  const waiting = usePendingSave('favorites', targetType, targetId);
  const exists = useSavedExists('favorites', targetType, targetId, verify || initial === undefined);
  const [on, setOn] = useSavedFlag(waiting?.saved ?? exists.data ?? initial ?? false);
  const { mutateAsync } = useToggleFavorite();
  const [pending, setPending] = useState(false);
  const location = useLocation();

  const onClick = async () => {
    if (pending) return;
    // The specification makes this call without a token check (content spec §6), for the server
    // to refuse with 401: a visitor with no session is told at once instead, and nothing is sent
    // that could only fail (issue 34; decision 0004).
    if (!getAccessToken()) {
      showSignInToast(location, 'favorites');
      return;
    }
    setPending(true);
    const next = !on;
    if (optimistic) setOn(next);
    try {
      const favorited = await mutateAsync({ targetType, targetId, expected: next });
      setOn(favorited);
    } catch (error) {
      if (optimistic) setOn(!next);
      // A session that ended meanwhile: say why instead of only reverting (issue 15).
      if (isUnauthorized(error)) showSignInToast(location, 'favorites');
    } finally {
      setPending(false);
    }
  };

  return (
    <FavoriteToggle
      on={on}
      pending={waiting !== undefined}
      withLabel={withLabel}
      className={className}
      disabled={pending && !optimistic}
      onClick={() => void onClick()}
    />
  );
}

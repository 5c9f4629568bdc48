import { type SavedType } from '@sendero/contract';
import { Bookmark, Heart } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useBookmarkExists } from '../entities/saved/api/get-bookmark-exists.ts';
import { useBookmarkIds } from '../entities/saved/api/get-bookmark-ids.ts';
import { useFavoriteExists } from '../entities/saved/api/get-favorite-exists.ts';
import { useSetBookmark } from '../entities/saved/api/toggle-bookmark.ts';
import { useToggleFavorite } from '../entities/saved/api/toggle-favorite.ts';
import { ApiRequestError } from '../lib/api-client.ts';
import { getAccessToken } from '../lib/auth-token.ts';
import { toast } from '../lib/toast.ts';

export const SIGN_IN_TO_SAVE = 'Sign in to save bookmarks. Visit /login to continue.';
const TOAST_MS = 3000;

function showSignInToast() {
  toast.info(SIGN_IN_TO_SAVE, { autoClose: TOAST_MS, toastId: 'sign-in-to-save' });
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

const baseClass =
  'inline-flex items-center justify-center gap-2 rounded-full border text-sm font-semibold shadow-sm transition-colors disabled:cursor-wait';

function toneClass(on: boolean, onTone: string): string {
  return on
    ? onTone
    : 'border-cream-200 bg-white/95 text-stone-800 hover:bg-cream-100 dark:border-slate-700 dark:bg-slate-900/95 dark:text-stone-100 dark:hover:bg-slate-800';
}

/** The pressed/unpressed pill both save buttons render; only icon, labels and colour differ. */
function SaveToggle({
  on,
  label,
  icon: Icon,
  onTone,
  withLabel,
  className,
  disabled = false,
  onClick,
}: {
  on: boolean;
  label: string;
  icon: typeof Bookmark;
  onTone: string;
  withLabel: boolean;
  className: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={withLabel ? undefined : label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={`${baseClass} ${withLabel ? 'px-4 py-2' : 'p-2'} ${toneClass(on, onTone)} ${className}`}
    >
      <Icon aria-hidden="true" className={`size-4 ${on ? 'fill-current' : ''}`} />
      {withLabel && <span>{label}</span>}
    </button>
  );
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
  const exists = useBookmarkExists(type, id, verify);
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
  const known = useKnownBookmark(targetType, targetId, initial, verify);
  const [on, setOn] = useSavedFlag(known);
  const { mutateAsync } = useSetBookmark();
  const busy = useRef(false);
  const label = on ? 'Remove bookmark' : 'Bookmark';

  const onClick = async () => {
    if (busy.current) return;
    // Bookmarking needs a stored token (content spec §5): nothing is sent without one.
    if (!getAccessToken()) {
      showSignInToast();
      return;
    }
    busy.current = true;
    const next = !on;
    setOn(next);
    try {
      await mutateAsync({ targetType, targetId, bookmarked: next });
    } catch (error) {
      setOn(!next);
      if (isUnauthorized(error)) showSignInToast();
    } finally {
      busy.current = false;
    }
  };

  return (
    <SaveToggle
      on={on}
      label={label}
      icon={Bookmark}
      onTone="border-marigold-500 bg-marigold-400 text-stone-900 hover:bg-marigold-300"
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
  const exists = useFavoriteExists(targetType, targetId, verify || initial === undefined);
  const [on, setOn] = useSavedFlag(exists.data ?? initial ?? false);
  const { mutateAsync } = useToggleFavorite();
  const [pending, setPending] = useState(false);
  const label = on ? 'Remove favorite' : 'Favorite';

  const onClick = async () => {
    if (pending) return;
    setPending(true);
    const next = !on;
    if (optimistic) setOn(next);
    try {
      const favorited = await mutateAsync({ targetType, targetId, expected: next });
      setOn(favorited);
    } catch (error) {
      if (optimistic) setOn(!next);
      if (isUnauthorized(error)) showSignInToast();
    } finally {
      setPending(false);
    }
  };

  return (
    <SaveToggle
      on={on}
      label={label}
      icon={Heart}
      onTone="border-terracotta-700 bg-terracotta-700 text-white hover:bg-terracotta-600"
      withLabel={withLabel}
      className={className}
      disabled={pending && !optimistic}
      onClick={() => void onClick()}
    />
  );
}

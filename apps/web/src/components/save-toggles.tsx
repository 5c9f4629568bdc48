import { Bookmark, CloudOff, Heart } from 'lucide-react';

/** The two lists a visitor saves to. */
export type SavedList = 'bookmarks' | 'favorites';

/**
 * The popovers that answer a save button before the app's code runs (or without it): each save
 * button opens its list's (`popovertarget`) unless the app, once running, takes the click
 * (issue 28).
 */
export const SIGN_IN_TO_SAVE_POPOVER_IDS: Record<SavedList, string> = {
  bookmarks: 'sign-in-to-save',
  favorites: 'sign-in-to-favorite',
};

/** Said of a change made offline until it reaches the account. */
export const PENDING_TEXT = 'waiting for a connection';

const baseClass =
  'inline-flex items-center justify-center gap-2 rounded-full border text-sm font-semibold shadow-sm transition-colors disabled:cursor-wait';

const idleTone =
  'border-cream-200 bg-white/95 text-stone-800 hover:bg-cream-100 dark:border-slate-700 dark:bg-slate-900/95 dark:text-stone-100 dark:hover:bg-slate-800';

function toneClass(on: boolean, onTone: string): string {
  return on ? onTone : idleTone;
}

/** An icon-only pill in the save toggles' resting look, for a card's other corner actions. */
export const iconPillClass = `${baseClass} p-2 ${idleTone}`;

/** The pressed/unpressed pill both save buttons render; only icon, labels and colour differ. */
function SaveToggle({
  on,
  list,
  label,
  icon: Icon,
  onTone,
  withLabel,
  className,
  disabled = false,
  pending = false,
  onClick,
}: {
  on: boolean;
  list: SavedList;
  label: string;
  icon: typeof Bookmark;
  onTone: string;
  withLabel: boolean;
  className: string;
  disabled?: boolean;
  pending?: boolean;
  onClick: () => void;
}) {
  const described = pending ? `${label}, ${PENDING_TEXT}` : label;
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={withLabel && !pending ? undefined : described}
      title={described}
      disabled={disabled}
      data-pending={pending ? '' : undefined}
      popoverTarget={SIGN_IN_TO_SAVE_POPOVER_IDS[list]}
      onClick={(event) => {
        // The app answers: the browser does not open the sign-in popover as well.
        event.preventDefault();
        onClick();
      }}
      className={`${baseClass} ${withLabel ? 'px-4 py-2' : 'p-2'} ${toneClass(on, onTone)} ${className}`}
    >
      <Icon aria-hidden="true" className={`size-4 ${on ? 'fill-current' : ''}`} />
      {withLabel && <span>{label}</span>}
      {pending && <CloudOff aria-hidden="true" className="size-3.5 opacity-80" />}
    </button>
  );
}

export interface SaveToggleProps {
  on: boolean;
  onClick: () => void;
  /** Shows the action as text beside the icon. */
  withLabel?: boolean;
  className?: string;
  disabled?: boolean;
  /** A change made offline that has not reached the account yet. */
  pending?: boolean;
}

/** The Bookmark pill as the saved state says; entities/saved binds it to that state. */
export function BookmarkToggle({
  on,
  withLabel = false,
  className = '',
  ...rest
}: SaveToggleProps) {
  return (
    <SaveToggle
      on={on}
      list="bookmarks"
      label={on ? 'Remove bookmark' : 'Bookmark'}
      icon={Bookmark}
      onTone="border-marigold-500 bg-marigold-400 text-stone-900 hover:bg-marigold-300"
      withLabel={withLabel}
      className={className}
      {...rest}
    />
  );
}

/** The Favorite pill as the saved state says; entities/saved binds it to that state. */
export function FavoriteToggle({
  on,
  withLabel = false,
  className = '',
  ...rest
}: SaveToggleProps) {
  return (
    <SaveToggle
      on={on}
      list="favorites"
      label={on ? 'Remove favorite' : 'Favorite'}
      icon={Heart}
      onTone="border-terracotta-700 bg-terracotta-700 text-white hover:bg-terracotta-600"
      withLabel={withLabel}
      className={className}
      {...rest}
    />
  );
}

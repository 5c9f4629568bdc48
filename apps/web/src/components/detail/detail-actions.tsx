import type { ReactNode } from 'react';

/**
 * In the phone's bar the buttons share its width equally, the icon above the label (which may wrap,
 * as "Remove bookmark" does): three pills side by side with icon and label need more than a 320 px
 * screen (issue 34).
 */
const phoneBarButtons =
  'max-sm:*:min-w-0 max-sm:*:flex-1 max-sm:*:flex-col max-sm:*:gap-1 max-sm:*:rounded-2xl max-sm:*:px-2 max-sm:*:text-center max-sm:*:text-xs max-sm:*:leading-tight';

/**
 * Share, Favorite and Bookmark. On small screens the same buttons sit in a bar fixed to the bottom
 * of the screen (content spec §2); from `sm` up they are an ordinary row. One set of buttons, so
 * their state never has to be kept in step between two copies.
 */
export function DetailActions({
  children,
  label,
  mobileBar = true,
}: {
  children: ReactNode;
  label: string;
  /** False where the bottom of a small screen is taken by something else (Prev / Next). */
  mobileBar?: boolean;
}) {
  if (!mobileBar) {
    return (
      <div role="group" aria-label={label} className="flex shrink-0 flex-wrap items-center gap-3">
        {children}
      </div>
    );
  }
  return (
    <div
      role="group"
      aria-label={label}
      className={`fixed inset-x-0 bottom-0 z-30 flex items-stretch justify-center gap-2 border-t border-cream-200 bg-white/95 px-3 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur sm:static sm:z-auto sm:shrink-0 sm:items-center sm:justify-start sm:gap-3 sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none sm:backdrop-blur-none dark:border-slate-800 dark:bg-slate-900/95 sm:dark:bg-transparent ${phoneBarButtons}`}
    >
      {children}
    </div>
  );
}

/** Keeps the end of the page clear of the fixed mobile bar. */
export function MobileBarSpacer() {
  return <div aria-hidden="true" className="h-20 sm:hidden" />;
}

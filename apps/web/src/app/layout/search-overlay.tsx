import { useRef } from 'react';
import type { RefObject } from 'react';
import type { PopoverControl } from '../../lib/use-popover.ts';
import { SearchBox } from './search-box.tsx';
import { useFocusTrap } from '../../lib/use-focus-trap.ts';

export const SEARCH_OVERLAY_ID = 'search-overlay';

interface SearchOverlayProps {
  popover: PopoverControl;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * Full-screen search for small screens, with a Cancel button; Escape closes it. A popover opened
 * by the header's search button, with or without the app's code (issue 28); its box is the same
 * GET form to the results page as the header's.
 */
export function SearchOverlay({ popover, returnFocusTo }: SearchOverlayProps) {
  const { ref, open, onToggle, hide } = popover;
  const input = useRef<HTMLInputElement>(null);
  useFocusTrap(open, ref, hide, { initialFocus: input, returnFocus: returnFocusTo });

  return (
    <div
      ref={ref}
      id={SEARCH_OVERLAY_ID}
      popover="auto"
      onToggle={onToggle}
      role="dialog"
      aria-modal="true"
      aria-label="Search"
      className="inset-0 m-0 h-full max-h-none w-full max-w-none flex-col border-0 bg-cream-50 p-4 text-stone-800 open:flex dark:bg-slate-950 dark:text-stone-200"
    >
      <div className="flex min-h-0 flex-1 items-start gap-3">
        <SearchBox
          ref={input}
          className="min-w-0 flex-1 self-stretch"
          variant="panel"
          hint={
            <p className="mt-6 text-center text-sm text-stone-600 dark:text-slate-400">
              Find cities, tours, spots, guides and events across México.
            </p>
          }
        />
        <button
          type="button"
          popoverTarget={SEARCH_OVERLAY_ID}
          popoverTargetAction="hide"
          className="rounded-full px-3 py-2 text-sm font-semibold text-jade-700 hover:bg-cream-200 dark:text-jade-300 dark:hover:bg-slate-800"
        >
          Cancel
        </button>
      </div>
    </div>
  );
}

import { useRef } from 'react';
import { createPortal } from 'react-dom';
import type { RefObject } from 'react';
import { SearchBox } from './search-box.tsx';
import { useFocusTrap } from '../../lib/use-focus-trap.ts';

interface SearchOverlayProps {
  open: boolean;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** Full-screen search for small screens, with a Cancel button; Escape closes it. */
export function SearchOverlay({ open, onClose, returnFocusTo }: SearchOverlayProps) {
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  useFocusTrap(open, panel, onClose, { initialFocus: input, returnFocus: returnFocusTo });

  if (!open) return null;
  // Portalled to <body>: the header's backdrop filter would otherwise contain `position: fixed`.
  return createPortal(
    <div
      ref={panel}
      role="dialog"
      aria-modal="true"
      aria-label="Search"
      className="fixed inset-0 z-50 flex flex-col bg-cream-50 p-4 dark:bg-slate-950"
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
          onClick={onClose}
          className="rounded-full px-3 py-2 text-sm font-semibold text-jade-700 hover:bg-cream-200 dark:text-jade-300 dark:hover:bg-slate-800"
        >
          Cancel
        </button>
      </div>
    </div>,
    document.body,
  );
}

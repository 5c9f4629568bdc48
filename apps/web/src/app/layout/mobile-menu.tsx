import { paths } from '@sendero/contract';
import { X } from 'lucide-react';
import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '../../lib/use-hydrated.ts';
import type { RefObject } from 'react';
import { ButtonLink } from '../../components/button.tsx';
import { NAV_ITEMS } from './nav-items.ts';
import { SectionLink } from './section-link.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { useFocusTrap } from '../../lib/use-focus-trap.ts';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** Slide-in menu for small screens: the three nav items, Get started and the theme toggle. */
export function MobileMenu({ open, onClose, returnFocusTo }: MobileMenuProps) {
  const hydrated = useHydrated();
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(open, panel, onClose, { returnFocus: returnFocusTo });

  // Portalled to <body>: the header's backdrop filter would otherwise contain `position: fixed`.
  // A portal needs the browser's <body>: the closed menu is not part of the server's markup.
  if (!hydrated) return null;
  return createPortal(
    <div
      className={`fixed inset-0 z-50 md:hidden ${open ? '' : 'pointer-events-none'}`}
      aria-hidden={!open}
    >
      <div
        className={`absolute inset-0 bg-slate-950/40 transition-opacity ${open ? 'opacity-100' : 'opacity-0'}`}
        onClick={onClose}
      />
      <div
        ref={panel}
        id="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        inert={!open}
        // Closed, the panel sits just past the right edge, yet its shadow reached back in as a grey
        // strip (issue 15): hidden, it paints nothing. Closing transitions visibility with the
        // slide, so the panel stays visible until it is out; opening shows it at once, so the
        // focus trap can focus inside it straight away.
        className={`absolute inset-y-0 right-0 flex w-72 max-w-[85vw] flex-col gap-6 bg-cream-50 p-5 shadow-2xl duration-200 dark:bg-slate-900 ${open ? 'visible translate-x-0 transition-[translate]' : 'invisible translate-x-full transition-[translate,visibility]'}`}
      >
        <div className="flex items-center justify-between">
          <span className="font-display text-xl font-bold text-jade-700 dark:text-jade-300">
            Menu
          </span>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close menu"
            className="rounded-full p-2 text-stone-700 hover:bg-cream-200 dark:text-stone-200 dark:hover:bg-slate-800"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <nav aria-label="Mobile">
          <ul className="flex flex-col gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <SectionLink
                  to={item.to}
                  onClick={onClose}
                  className={(isActive) =>
                    `block rounded-lg px-3 py-2.5 text-base font-medium hover:bg-cream-200 dark:hover:bg-slate-800 ${isActive ? 'text-jade-700 dark:text-jade-300' : 'text-stone-800 dark:text-stone-200'}`
                  }
                >
                  {item.label}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>
        <ButtonLink to={paths.cities()} onClick={onClose} className="w-full">
          Get started
        </ButtonLink>
        <ThemeToggle withLabel />
      </div>
    </div>,
    document.body,
  );
}

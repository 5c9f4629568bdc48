import { paths } from '@sendero/contract';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { ButtonLink } from '../../components/button.tsx';
import type { PopoverControl } from '../../lib/use-popover.ts';
import { NAV_ITEMS } from './nav-items.ts';
import { SectionLink } from './section-link.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { useFocusTrap } from '../../lib/use-focus-trap.ts';

export const MOBILE_MENU_ID = 'mobile-menu';

interface MobileMenuProps {
  popover: PopoverControl;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * Slide-in menu for small screens: the three nav items, Get started and the theme toggle. A
 * popover, opened by the header's menu button (`popovertarget`) with or without the app's code
 * (issue 28). In the top layer, the header's backdrop filter does not contain it, so it needs no
 * portal and is part of the server's markup. Once the app runs, the focus trap holds it.
 */
export function MobileMenu({ popover, returnFocusTo }: MobileMenuProps) {
  const { ref, open, onToggle, hide } = popover;
  useFocusTrap(open, ref, hide, { returnFocus: returnFocusTo });

  return (
    <div
      ref={ref}
      id={MOBILE_MENU_ID}
      popover="auto"
      onToggle={onToggle}
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      // The browser's popover box (centred, bordered) becomes the panel along the right edge.
      className="inset-y-0 right-0 left-auto m-0 h-full max-h-none w-72 max-w-[85vw] flex-col gap-6 border-0 bg-cream-50 p-5 text-stone-800 shadow-2xl backdrop:bg-slate-950/40 max-md:open:flex md:hidden dark:bg-slate-900 dark:text-stone-200"
    >
      <div className="flex items-center justify-between">
        <span className="font-display text-xl font-bold text-jade-700 dark:text-jade-300">
          Menu
        </span>
        <button
          type="button"
          popoverTarget={MOBILE_MENU_ID}
          popoverTargetAction="hide"
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
                onClick={hide}
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
      <ButtonLink to={paths.cities()} onClick={hide} className="w-full">
        Get started
      </ButtonLink>
      <ThemeToggle withLabel />
    </div>
  );
}

import { paths } from '@sendero/contract';
import { Luggage, Menu, Search } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { SectionLink } from './section-link.tsx';
import { ButtonLink } from '../../components/button.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { isSearchShortcut } from '../../lib/keyboard.ts';
import { usePopover } from '../../lib/use-popover.ts';
import { useScrolled } from '../../lib/use-scrolled.ts';
import { AccountButton } from './account-button.tsx';
import { MOBILE_MENU_ID, MobileMenu } from './mobile-menu.tsx';
import { NAV_ITEMS } from './nav-items.ts';
import { SearchBox } from './search-box.tsx';
import { SEARCH_OVERLAY_ID, SearchOverlay } from './search-overlay.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

export const HEADER_SHADOW_THRESHOLD_PX = 4;

/** The signed-in traveller's trips, beside the account button on every screen size. */
const tripsLink =
  'rounded-full p-2 text-stone-700 hover:bg-cream-200 dark:text-stone-200 dark:hover:bg-slate-800';

/**
 * From here the header has room for the search box with its whole placeholder; below it (phones,
 * and tablets such as 768 px, where the box would be squeezed to its icon) search is an icon that
 * opens the overlay (issue 34).
 */
const SEARCH_BOX_QUERY = '(min-width: 64rem)';

const iconButton =
  'rounded-full p-2 text-stone-700 hover:bg-cream-200 dark:text-stone-200 dark:hover:bg-slate-800';

export function Header() {
  const scrolled = useScrolled(HEADER_SHADOW_THRESHOLD_PX);
  const menu = usePopover();
  const searchPanel = usePopover();
  const searchInput = useRef<HTMLInputElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const searchButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const { user, loading } = useAuth();

  const { hide: hideMenu } = menu;
  const { show: showSearch, hide: hideSearch } = searchPanel;

  // Any navigation closes the mobile menu and the search overlay.
  useEffect(() => {
    hideMenu();
    hideSearch();
  }, [pathname, hideMenu, hideSearch]);

  // "/" focuses the search (the overlay on small screens).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event, document.activeElement)) return;
      event.preventDefault();
      const desktop = window.matchMedia?.(SEARCH_BOX_QUERY).matches ?? true;
      if (desktop && searchInput.current) {
        searchInput.current.focus();
      } else {
        hideMenu();
        showSearch();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [hideMenu, showSearch]);

  return (
    <header
      className={`sticky top-0 z-40 border-b print:hidden border-cream-200 bg-cream-50/95 backdrop-blur transition-shadow dark:border-slate-800 dark:bg-slate-950/95 ${scrolled ? 'shadow-lg shadow-stone-900/10 dark:shadow-black/40' : 'shadow-sm shadow-stone-900/5'}`}
      data-scrolled={scrolled ? 'true' : 'false'}
    >
      <div className="mx-auto flex h-header max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          className="font-display text-2xl font-bold tracking-tight text-jade-700 dark:text-jade-300"
        >
          Sendero
        </Link>

        <nav aria-label="Main" className="ml-4 hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <SectionLink
                  to={item.to}
                  className={(isActive) =>
                    `rounded-full px-3 py-2 text-sm font-medium hover:bg-cream-200 dark:hover:bg-slate-800 ${isActive ? 'text-jade-700 dark:text-jade-300' : 'text-stone-700 dark:text-stone-300'}`
                  }
                >
                  {item.label}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>

        <SearchBox ref={searchInput} className="mx-2 hidden max-w-sm flex-1 lg:block" />

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <button
            ref={searchButton}
            type="button"
            aria-label="Open search"
            // The browser opens the overlay and says whether it is expanded (issue 28).
            popoverTarget={SEARCH_OVERLAY_ID}
            className={`${iconButton} lg:hidden`}
          >
            <Search aria-hidden="true" className="size-5" />
          </button>
          <div className="hidden md:block">
            <ThemeToggle />
          </div>
          {/* max-md:hidden, not hidden md:inline-flex: the button's own inline-flex would win over
              hidden, and on a phone (where the menu holds Get started) the row would not fit. */}
          <ButtonLink to={paths.cities()} className="max-md:hidden">
            Get started
          </ButtonLink>
          {user && (
            <Link to={paths.trips()} aria-label="Your trips" className={tripsLink}>
              <Luggage aria-hidden="true" className="size-5" />
            </Link>
          )}
          <AccountButton user={user} loading={loading} />
          <button
            ref={menuButton}
            type="button"
            aria-label="Open menu"
            popoverTarget={MOBILE_MENU_ID}
            className={`${iconButton} md:hidden`}
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
        </div>
      </div>

      <MobileMenu popover={menu} returnFocusTo={menuButton} />
      <SearchOverlay popover={searchPanel} returnFocusTo={searchButton} />
    </header>
  );
}

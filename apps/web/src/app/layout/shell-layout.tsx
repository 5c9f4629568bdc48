import { Outlet } from 'react-router';
import { HydrationSlice } from '../../components/hydration-slice.tsx';
import { CookieBanner } from './cookie-banner.tsx';
import { SignInToSavePopover } from '../../entities/saved/components/sign-in-to-save.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { SkipLink } from './skip-link.tsx';
import { useRenderOnNavigation } from '../use-render-on-navigation.ts';

/** Header, main content and footer around every screen except the bare ones (/test). */
export function ShellLayout() {
  useRenderOnNavigation();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      {/* Header, page and footer hydrate one after the other (lib/hydration-slices.ts). */}
      <HydrationSlice>
        <Header />
      </HydrationSlice>
      <OfflineBanner />
      <HydrationSlice>
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <Outlet />
        </main>
      </HydrationSlice>
      <HydrationSlice>
        <Footer />
      </HydrationSlice>
      <CookieBanner />
      <SignInToSavePopover />
    </div>
  );
}

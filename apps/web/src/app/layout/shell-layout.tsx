import { Outlet } from 'react-router';
import { CookieBanner } from './cookie-banner.tsx';
import { SignInToSavePopover } from '../../entities/saved/components/sign-in-to-save.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { SkipLink } from './skip-link.tsx';

/** Header, main content and footer around every screen except the bare ones (/test). */
export function ShellLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <Header />
      <OfflineBanner />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <CookieBanner />
      <SignInToSavePopover />
    </div>
  );
}

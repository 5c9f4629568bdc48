import { Outlet, ScrollRestoration } from 'react-router';
import { Toasts } from './layout/toasts.tsx';

/**
 * Root of every route: scroll restoration (back/forward restores, other navigation goes to the top)
 * and the toast area. The shell (header, footer) is a child layout so bare routes can skip it.
 */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Toasts />
      <Outlet />
    </>
  );
}

import { PAGE_PATTERNS, type PageName } from '@sendero/contract';
import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../features/errors/components/route-error-boundary.tsx';
import { ShellLayout } from './layout/shell-layout.tsx';
import { RootLayout } from './root-layout.tsx';

/** A page's pattern from the contract, relative to the shell's root route. */
function routePath(page: PageName): string {
  return PAGE_PATTERNS[page].slice(1);
}

/**
 * Screens inside the shell (header and footer). Every screen is its own lazily loaded chunk, and
 * every path is the contract's (`PAGE_PATTERNS`), so links and routes cannot drift apart.
 */
export const shellRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () =>
      import('../features/home/routes/home-page.tsx').then((m) => ({ Component: m.HomePage })),
  },
  {
    path: routePath('terms'),
    lazy: () =>
      import('../features/company/routes/terms-page.tsx').then((m) => ({ Component: m.TermsPage })),
  },
  {
    path: routePath('companyInfo'),
    lazy: () =>
      import('../features/company/routes/company-info-page.tsx').then((m) => ({
        Component: m.CompanyInfoPage,
      })),
  },
  {
    path: routePath('submit'),
    lazy: () =>
      import('../features/submissions/routes/submit-page.tsx').then((m) => ({
        Component: m.SubmitPage,
      })),
  },
  {
    path: routePath('experiences'),
    lazy: () =>
      import('../features/experiences/routes/experiences-page.tsx').then((m) => ({
        Component: m.ExperiencesPage,
      })),
  },
  {
    path: routePath('mexico'),
    lazy: () =>
      import('../features/mexico/routes/mexico-page.tsx').then((m) => ({
        Component: m.MexicoPage,
      })),
  },
  {
    path: routePath('cities'),
    lazy: () =>
      import('../features/cities/routes/cities-page.tsx').then((m) => ({
        Component: m.CitiesPage,
      })),
  },
  {
    path: routePath('city'),
    lazy: () =>
      import('../features/cities/routes/city-page.tsx').then((m) => ({ Component: m.CityPage })),
  },
  {
    path: routePath('legacyCity'),
    lazy: () =>
      import('../features/cities/routes/city-redirect.tsx').then((m) => ({
        Component: m.CityRedirect,
      })),
  },
  {
    path: routePath('cityPosts'),
    lazy: () =>
      import('../features/posts/routes/post-list-page.tsx').then((m) => ({
        Component: m.PostListPage,
      })),
  },
  {
    path: routePath('post'),
    lazy: () =>
      import('../features/posts/routes/post-page.tsx').then((m) => ({ Component: m.PostPage })),
  },
  {
    path: routePath('cityTours'),
    lazy: () =>
      import('../features/tours/routes/city-tours-page.tsx').then((m) => ({
        Component: m.CityToursPage,
      })),
  },
  {
    path: routePath('citySpots'),
    lazy: () =>
      import('../features/spots/routes/city-spots-page.tsx').then((m) => ({
        Component: m.CitySpotsPage,
      })),
  },
  {
    path: routePath('tour'),
    lazy: () =>
      import('../features/tours/routes/tour-page.tsx').then((m) => ({ Component: m.TourPage })),
  },
  {
    path: routePath('stop'),
    lazy: () =>
      import('../features/spots/routes/tour-stop-page.tsx').then((m) => ({
        Component: m.TourStopPage,
      })),
  },
  {
    path: routePath('spot'),
    lazy: () =>
      import('../features/spots/routes/spot-page.tsx').then((m) => ({ Component: m.SpotPage })),
  },
  {
    path: routePath('events'),
    lazy: () =>
      import('../features/events/routes/events-page.tsx').then((m) => ({
        Component: m.EventsPage,
      })),
  },
  {
    path: routePath('search'),
    lazy: () =>
      import('../features/search/routes/search-page.tsx').then((m) => ({
        Component: m.SearchPage,
      })),
  },
  {
    path: routePath('login'),
    lazy: () =>
      import('../features/auth/routes/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: routePath('profile'),
    lazy: () =>
      import('../features/profile/routes/profile-page.tsx').then((m) => ({
        Component: m.ProfilePage,
      })),
  },
  {
    path: routePath('changePassword'),
    lazy: () =>
      import('../features/profile/routes/change-password-page.tsx').then((m) => ({
        Component: m.ChangePasswordPage,
      })),
  },
  {
    path: routePath('forgotPassword'),
    lazy: () =>
      import('../features/auth/routes/forgot-password-page.tsx').then((m) => ({
        Component: m.ForgotPasswordPage,
      })),
  },
  {
    path: routePath('resetPassword'),
    lazy: () =>
      import('../features/auth/routes/reset-password-page.tsx').then((m) => ({
        Component: m.ResetPasswordPage,
      })),
  },
  {
    path: routePath('error'),
    lazy: () =>
      import('../features/errors/routes/error-page.tsx').then((m) => ({ Component: m.ErrorPage })),
  },
  {
    path: '*',
    lazy: () =>
      import('../features/errors/routes/error-page.tsx').then((m) => ({ Component: m.ErrorPage })),
  },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        element: <ShellLayout />,
        children: [{ errorElement: <RouteErrorBoundary />, children: shellRoutes }],
      },
      {
        path: routePath('test'),
        lazy: () => import('./routes/test-page.tsx').then((m) => ({ Component: m.TestPage })),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

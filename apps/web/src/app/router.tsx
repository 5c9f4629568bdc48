import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../features/errors/components/route-error-boundary.tsx';
import { ShellLayout } from './layout/shell-layout.tsx';
import { RootLayout } from './root-layout.tsx';

/** Screens inside the shell (header and footer). Every screen is its own lazily loaded chunk. */
const shellRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () =>
      import('../features/home/routes/home-page.tsx').then((m) => ({ Component: m.HomePage })),
  },
  {
    path: 'terms',
    lazy: () =>
      import('../features/company/routes/terms-page.tsx').then((m) => ({ Component: m.TermsPage })),
  },
  {
    path: 'company-info',
    lazy: () =>
      import('../features/company/routes/company-info-page.tsx').then((m) => ({
        Component: m.CompanyInfoPage,
      })),
  },
  {
    path: 'submit',
    lazy: () =>
      import('../features/submissions/routes/submit-page.tsx').then((m) => ({
        Component: m.SubmitPage,
      })),
  },
  {
    path: 'exp',
    lazy: () =>
      import('../features/experiences/routes/experiences-page.tsx').then((m) => ({
        Component: m.ExperiencesPage,
      })),
  },
  {
    path: 'mexico',
    lazy: () =>
      import('../features/mexico/routes/mexico-page.tsx').then((m) => ({
        Component: m.MexicoPage,
      })),
  },
  {
    path: 'cities',
    lazy: () =>
      import('../features/cities/routes/cities-page.tsx').then((m) => ({
        Component: m.CitiesPage,
      })),
  },
  {
    path: 'cities/:id',
    lazy: () =>
      import('../features/cities/routes/city-page.tsx').then((m) => ({ Component: m.CityPage })),
  },
  {
    path: 'city/:id',
    lazy: () =>
      import('../features/cities/routes/city-redirect.tsx').then((m) => ({
        Component: m.CityRedirect,
      })),
  },
  {
    path: 'cities/:cityId/posts',
    lazy: () =>
      import('../features/posts/routes/post-list-page.tsx').then((m) => ({
        Component: m.PostListPage,
      })),
  },
  {
    path: 'cities/:cityId/post/:slug',
    lazy: () =>
      import('../features/posts/routes/post-page.tsx').then((m) => ({ Component: m.PostPage })),
  },
  {
    path: 'cities/:cityId/tours',
    lazy: () =>
      import('../features/tours/routes/city-tours-page.tsx').then((m) => ({
        Component: m.CityToursPage,
      })),
  },
  {
    path: 'cities/:cityId/spots',
    lazy: () =>
      import('../features/spots/routes/city-spots-page.tsx').then((m) => ({
        Component: m.CitySpotsPage,
      })),
  },
  {
    path: 'tours/:id',
    lazy: () =>
      import('../features/tours/routes/tour-page.tsx').then((m) => ({ Component: m.TourPage })),
  },
  {
    path: 'spot/:id',
    lazy: () =>
      import('../features/spots/routes/tour-stop-page.tsx').then((m) => ({
        Component: m.TourStopPage,
      })),
  },
  {
    path: 'spots/:id',
    lazy: () =>
      import('../features/spots/routes/spot-page.tsx').then((m) => ({ Component: m.SpotPage })),
  },
  {
    path: 'events',
    lazy: () =>
      import('../features/events/routes/events-page.tsx').then((m) => ({
        Component: m.EventsPage,
      })),
  },
  {
    path: 'search',
    lazy: () =>
      import('../features/search/routes/search-page.tsx').then((m) => ({
        Component: m.SearchPage,
      })),
  },
  {
    path: 'login',
    lazy: () =>
      import('../features/auth/routes/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: 'profile',
    lazy: () =>
      import('../features/profile/routes/profile-page.tsx').then((m) => ({
        Component: m.ProfilePage,
      })),
  },
  {
    path: 'profile/change-password',
    lazy: () =>
      import('../features/profile/routes/change-password-page.tsx').then((m) => ({
        Component: m.ChangePasswordPage,
      })),
  },
  {
    path: 'forgot-password',
    lazy: () =>
      import('../features/auth/routes/forgot-password-page.tsx').then((m) => ({
        Component: m.ForgotPasswordPage,
      })),
  },
  {
    path: 'reset-password',
    lazy: () =>
      import('../features/auth/routes/reset-password-page.tsx').then((m) => ({
        Component: m.ResetPasswordPage,
      })),
  },
  {
    path: 'error',
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
        path: 'test',
        lazy: () => import('./routes/test-page.tsx').then((m) => ({ Component: m.TestPage })),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

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

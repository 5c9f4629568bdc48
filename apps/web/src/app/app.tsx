import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import type { DataRouter } from 'react-router';
import { AppProviders } from './providers.tsx';

/** The browser's app: the providers around the data router. */
export function App({ router, queryClient }: { router: DataRouter; queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

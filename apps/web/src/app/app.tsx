import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import type { DataRouter } from 'react-router';
import { AppProviders } from './providers.tsx';

/** The browser's app: the providers around the data router. */
export function App({ router, queryClient }: { router: DataRouter; queryClient: QueryClient }) {
  useEffect(() => {
    // Says the page is live (hydrated, or rendered here): tests, tools and the early input
    // (boot/early-input.ts) wait for it.
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

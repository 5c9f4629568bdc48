import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '../lib/auth/auth-provider.tsx';
import { retryUnlessClientError } from '../lib/query-errors.ts';

/** Client cache default lifetime: 5 minutes (accounts spec §9). */
export const DEFAULT_STALE_TIME_MS = 5 * 60 * 1000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_TIME_MS,
        // The one retry policy of every query: a 4xx stays as it is, anything else is tried again
        // once. Only the saved-state checks and search opt out (see their query options).
        retry: retryUnlessClientError,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
}
